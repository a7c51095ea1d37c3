// The production package (Dockerfile, .dockerignore, deploy/), checked as far as a machine without
// a Docker engine allows: the compose file is parsed and held to what docs/deploy.md promises,
// the Dockerfile is linted by a few hadolint-style rules written out below, and every setting the
// compose file gives the app must be one that src/server/config.ts reads (a typo there would be
// ignored silently at run time). Nothing here builds an image or starts a container.
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { DRAIN_GRACE_MS } from "../../src/server/lib/lifecycle";

const root = path.resolve(import.meta.dirname, "../..");
const read = (file: string) => readFileSync(path.join(root, file), "utf8");

interface Service {
  image?: string;
  build?: unknown;
  command?: string[];
  environment?: Record<string, string>;
  depends_on?: Record<string, { condition: string }>;
  healthcheck?: { test?: string[]; disable?: boolean };
  ports?: string[];
  volumes?: string[];
  restart?: string;
  stop_grace_period?: string;
}

const composeText = read("deploy/compose.yaml");
/** The file without its comment lines, which may show `${NAME:?...}` as an example. */
const composeLines = composeText.replace(/^\s*#.*$/gm, "");
// `merge`: the instances share their settings through YAML merge keys (`<<: *app`), as compose reads them.
const compose = parse(composeText, { merge: true }) as { services: Record<string, Service> };
const services = compose.services;
// Directives only: comments may name what the config does not do.
const nginx = read("deploy/nginx.conf").replace(/#.*$/gm, "");
const appInstances = ["app1", "app2"] as const;

const env = (service: string) => services[service]?.environment ?? {};
/** host:port of a connection URL, whatever its credentials are made of. */
const hostOf = (url: string) => url.slice(url.lastIndexOf("@") + 1).split("/")[0];
/** "35s", "1m30s" -> seconds. */
function seconds(duration: string) {
  const parts = [...duration.matchAll(/(\d+)(h|m|s)/g)];
  const unit = { h: 3600, m: 60, s: 1 } as const;
  return parts.reduce((sum, [, value, suffix]) => sum + Number(value) * unit[suffix as keyof typeof unit], 0);
}

/** An nginx block, nested blocks included, by its opening words (`upstream app`, `location = /api/events`). */
function nginxBlock(opening: string) {
  const start = nginx.indexOf(`${opening} {`);
  if (start === -1) return undefined;
  let depth = 0;
  for (let index = start + opening.length + 1; index < nginx.length; index++) {
    if (nginx[index] === "{") depth++;
    else if (nginx[index] === "}" && --depth === 0) return nginx.slice(start, index + 1);
  }
  return undefined;
}

describe("deploy/compose.yaml", () => {
  it("has the services the guide describes", () => {
    expect(Object.keys(services).sort()).toEqual(
      ["postgres", "pgbouncer", "minio", "minio-init", "migrate", "app1", "app2", "lb"].sort(),
    );
  });

  it.each(appInstances)("starts %s after the migration, and calls it healthy only when ready", (name) => {
    const app = services[name]!;
    expect(app.healthcheck?.test?.join(" ")).toContain("/api/health/ready");
    expect(app.depends_on?.migrate?.condition).toBe("service_completed_successfully");
    expect(app.depends_on?.["minio-init"]?.condition).toBe("service_completed_successfully");
    expect(app.depends_on?.pgbouncer?.condition).toBe("service_healthy");
    expect(env(name).MIGRATE_ON_START).toBe("false");
  });

  it.each(appInstances)("gives %s more time to stop than its drain after SIGTERM", (name) => {
    // The server drains for DRAIN_GRACE_MS, then waits 5 s more before it stops anyway.
    expect(seconds(services[name]!.stop_grace_period ?? "10s")).toBeGreaterThan(DRAIN_GRACE_MS / 1000 + 5);
  });

  it.each(appInstances)("sends %s's queries through PgBouncer and its sessions straight to PostgreSQL", (name) => {
    expect(hostOf(env(name).DATABASE_URL!)).toBe("pgbouncer:6432");
    expect(hostOf(env(name).DATABASE_DIRECT_URL!)).toBe("postgres:5432");
    expect(env(name).DATABASE_POOLER).toBe("transaction");
    expect(env("pgbouncer")).toMatchObject({ DB_HOST: "postgres", LISTEN_PORT: "6432", POOL_MODE: "transaction" });
  });

  it.each(appInstances)("stores %s's files in the bucket that minio-init makes", (name) => {
    const bucket = env(name).S3_BUCKET!;
    expect(new URL(env(name).S3_ENDPOINT!).host).toBe("minio:9000");
    expect(env(name).S3_FORCE_PATH_STYLE).toBe("true");
    expect(env("minio-init").S3_BUCKET).toBe(bucket);
    expect(services["minio-init"]!.depends_on?.minio?.condition).toBe("service_healthy");
    // Browsers read signed addresses through nginx, on the app's origin, with the app's own key.
    expect(env(name).S3_PUBLIC_ENDPOINT).toBe(env(name).PUBLIC_URL);
    expect(nginxBlock(`location /${bucket}/`)).toContain("proxy_pass http://minio;");
    expect(read("deploy/minio-app-policy.json")).toContain(`arn:aws:s3:::${bucket}/*`);
  });

  it("migrates with the command `npm run migrate` runs, once, straight on PostgreSQL", () => {
    const migrate = services.migrate!;
    const scripts = (JSON.parse(read("package.json")) as { scripts: Record<string, string> }).scripts;
    expect(migrate.command?.join(" ")).toBe(scripts.migrate);
    expect(migrate.restart).toBe("no");
    expect(migrate.depends_on?.postgres?.condition).toBe("service_healthy");
    expect(hostOf(env("migrate").DATABASE_DIRECT_URL!)).toBe("postgres:5432");
  });

  it("archives PostgreSQL's WAL where the backup and restore-drill scripts look for it", () => {
    const postgres = services.postgres!;
    expect(postgres.command).toContain("archive_mode=on");
    const archiveCommand = postgres.command?.find((arg) => arg.startsWith("archive_command="));
    expect(archiveCommand).toContain("/var/lib/postgresql/archive/wal/%f");
    expect(postgres.volumes).toContain("pg-archive:/var/lib/postgresql/archive");
    expect(postgres.volumes).toContain("./postgres-backup:/usr/local/share/fitcreators-backup:ro");
    for (const script of ["base-backup.sh", "restore-drill.sh"]) {
      expect(read(`deploy/postgres-backup/${script}`)).toContain(
        "ARCHIVE_DIR=${ARCHIVE_DIR:-/var/lib/postgresql/archive}",
      );
    }
  });

  it("writes no secret: each comes from deploy/.env, with no default value", () => {
    const sensitive = /PASSWORD|SECRET|TOKEN|ACCESS_KEY|PRIVATE_KEY|API_KEY/;
    for (const [name, service] of Object.entries(services)) {
      for (const [variable, value] of Object.entries(service.environment ?? {})) {
        if (sensitive.test(variable)) expect(value, `${name}.${variable}`).toMatch(/^\$\{[A-Z0-9_]+(:\?[^}]*|:-)?\}$/);
        // Credentials inside a URL: the password part is a variable too.
        const credentials = /^[a-z]+:\/\/([^@]*)@/.exec(value)?.[1];
        if (credentials) expect(credentials, `${name}.${variable}`).toMatch(/^\$\{[^}]+\}:\$\{[^}]+\}$/);
      }
    }
    // Nowhere in the file does a secret variable fall back to a written value.
    const defaults = [...composeLines.matchAll(/\$\{([A-Z0-9_]+):-([^}]+)\}/g)];
    expect(defaults.filter(([, variable]) => sensitive.test(variable!)).map(([whole]) => whole)).toEqual([]);
    expect(composeText).not.toMatch(/sk_(live|test)_|whsec_[A-Za-z0-9]/);
  });

  it("reads only variables that deploy/.env.example lists", () => {
    const listed = new Set([...read("deploy/.env.example").matchAll(/^([A-Z0-9_]+)=/gm)].map(([, name]) => name));
    // `$$NAME` is the shell's variable inside a container's command, not compose's.
    const used = new Set([...composeLines.matchAll(/(?<!\$)\$\{([A-Z0-9_]+)/g)].map(([, name]) => name));
    expect([...used].filter((name) => !listed.has(name))).toEqual([]);
  });

  it("publishes ports only at the load balancer, whose config lists both instances", () => {
    const publishing = Object.entries(services).filter(([, service]) => (service.ports ?? []).length > 0);
    expect(publishing.map(([name]) => name)).toEqual(["lb"]);
    expect(services.lb!.volumes).toContain("./nginx.conf:/etc/nginx/nginx.conf:ro");
    for (const upstream of ["upstream app", "upstream app_by_live_session"]) {
      for (const name of appInstances)
        expect(nginxBlock(upstream), upstream).toMatch(new RegExp(`server ${name}:3000\\b`));
    }
  });

  it("pins every image it pulls to a version", () => {
    for (const [name, service] of Object.entries(services)) {
      if (service.build) continue;
      expect(service.image, name).toMatch(/^[^:]+(:[^:@]+|@sha256:[0-9a-f]{64})$/);
      expect(service.image, name).not.toMatch(/:latest$/);
    }
  });
});

describe("deploy/nginx.conf", () => {
  it("passes the app's server-sent events on unbuffered and holds them open", () => {
    // The path the app serves its event stream at (src/server/app.ts mounts the live router there).
    expect(read("src/server/app.ts")).toContain('.route("/events", liveRoutes)');
    const events = nginxBlock("location = /api/events");
    expect(events).toContain("proxy_buffering off;");
    expect(events).toMatch(/proxy_read_timeout (\d+h|\d{4,}s);/);
  });

  it("keeps a live session on one instance and lets its WebSocket ingest upgrade", () => {
    expect(read("src/server/features/live-sessions/ingest.ts")).toContain(
      String.raw`/^\/api\/live-sessions\/([0-9a-f-]{36})\/ingest$/`,
    );
    expect(nginxBlock("upstream app_by_live_session")).toContain("hash $live_session consistent;");
    const live = nginxBlock('location ~ "^/api/(?:me/)?live-sessions/[0-9a-f-]{36}(?:/|$)"');
    expect(live).toContain("proxy_pass http://app_by_live_session;");
    expect(live).toContain("proxy_set_header Upgrade $http_upgrade;");
  });

  it("retries another instance only for requests that are safe to send twice", () => {
    expect(nginx).toMatch(/proxy_next_upstream error timeout/);
    expect(nginx).not.toContain("non_idempotent");
  });
});

interface Instruction {
  keyword: string;
  args: string;
}

/** The Dockerfile's instructions, continuation lines joined, comments and directives left out. */
function dockerfileInstructions(text: string): Instruction[] {
  return text
    .replace(/\\\r?\n/g, " ")
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith("#"))
    .map((line) => {
      const [keyword, ...rest] = line.split(/\s+/);
      return { keyword: keyword!.toUpperCase(), args: rest.join(" ") };
    });
}

const instructions = dockerfileInstructions(read("Dockerfile"));
const stages: { name?: string; base: string; instructions: Instruction[] }[] = [];
for (const instruction of instructions) {
  if (instruction.keyword === "FROM") {
    const [base, as, name] = instruction.args.split(/\s+/);
    stages.push({ base: base!, name: as?.toUpperCase() === "AS" ? name : undefined, instructions: [] });
  } else stages.at(-1)?.instructions.push(instruction);
}
const finalStage = stages.at(-1)!;
const inFinal = (keyword: string) => finalStage.instructions.filter((instruction) => instruction.keyword === keyword);

describe("Dockerfile", () => {
  it("builds in stages, each from a base pinned to a version (never latest)", () => {
    expect(stages.length).toBeGreaterThanOrEqual(2);
    stages.forEach((stage, index) => {
      const earlier = stages.slice(0, index).map((previous) => previous.name);
      if (earlier.includes(stage.base)) return;
      expect(stage.base).toMatch(/^[^:]+(:[^:@]+|@sha256:[0-9a-f]{64})$/);
      expect(stage.base).not.toMatch(/:latest$/);
    });
  });

  it("copies from earlier stages only", () => {
    for (const instruction of instructions.filter((each) => each.keyword === "COPY")) {
      const from = /--from=(\S+)/.exec(instruction.args)?.[1];
      if (from) expect(stages.map((stage) => stage.name)).toContain(from);
    }
  });

  it("installs only production dependencies in the final stage", () => {
    const runs = inFinal("RUN").map((run) => run.args);
    expect(runs.some((run) => /npm ci\b.*--omit=dev/.test(run))).toBe(true);
    expect(runs.filter((run) => /npm (install|i)\b/.test(run))).toEqual([]);
    expect(
      inFinal("ENV")
        .map((each) => each.args)
        .join(" "),
    ).toMatch(/NODE_ENV=production/);
  });

  it("runs as a user other than root", () => {
    const user = inFinal("USER").at(-1)?.args;
    expect(user).toBeDefined();
    expect(["root", "0", "0:0"]).not.toContain(user);
  });

  it("checks readiness, exposes the app's port and starts node itself in exec form", () => {
    const healthcheck = inFinal("HEALTHCHECK").at(-1)!.args;
    const probe = JSON.parse(healthcheck.slice(healthcheck.indexOf("CMD ") + 4)) as string[];
    expect(probe[0]).toBe("node");
    expect(probe.join(" ")).toContain("/api/health/ready");
    expect(inFinal("EXPOSE").map((each) => each.args)).toContain("3000");
    const cmd = inFinal("CMD").at(-1)!.args;
    // Exec form: no shell between the orchestrator's SIGTERM and node.
    const argv = JSON.parse(cmd) as string[];
    expect(argv[0]).toBe("node");
    for (const entrypoint of inFinal("ENTRYPOINT")) expect(() => JSON.parse(entrypoint.args)).not.toThrow();
  });

  it("copies into the runtime what the server reads at run time", () => {
    const copied = inFinal("COPY").map((each) => each.args);
    // scripts/start.mjs; src/server/db/migrations and `npm run migrate` (tsx); content/legal; the builds.
    for (const source of ["scripts", "src/server", "src/domain", "content"]) {
      expect(
        copied.some((args) => args.startsWith(`${source} `)),
        source,
      ).toBe(true);
    }
    expect(copied).toContain("--from=build /app/dist ./dist");
  });

  it("fetches nothing with ADD and bakes no secret into ENV or ARG", () => {
    expect(instructions.filter((each) => each.keyword === "ADD")).toEqual([]);
    const declared = instructions.filter((each) => each.keyword === "ENV" || each.keyword === "ARG");
    for (const each of declared) expect(each.args).not.toMatch(/SECRET|PASSWORD|TOKEN|PRIVATE_KEY/);
  });

  it("leaves dependencies, local state and the repository's history out of the build context", () => {
    const ignored = read(".dockerignore")
      .split(/\r?\n/)
      .map((line) => line.trim());
    for (const entry of ["node_modules", ".git", "data", "dist", ".env"]) expect(ignored, entry).toContain(entry);
  });
});

describe("settings the compose file gives the app", () => {
  const config = read("src/server/config.ts");

  it.each(["migrate", ...appInstances])("are all read by src/server/config.ts (%s)", (name) => {
    const unknown = Object.keys(env(name)).filter((variable) => !new RegExp(`^\\s*${variable}:`, "m").test(config));
    expect(unknown).toEqual([]);
  });
});
