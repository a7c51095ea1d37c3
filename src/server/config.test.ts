import { describe, expect, it } from "vitest";
import { loadConfig } from "./config";

const SECRET = "a-secret-of-at-least-32-characters!!";
const PRODUCTION = {
  NODE_ENV: "production",
  BETTER_AUTH_SECRET: SECRET,
  PAYMENTS: "sandbox",
  PUBLIC_URL: "https://fit.example.com",
  SMTP_URL: "smtps://user:pass@mail.example.com",
};

describe("loadConfig", () => {
  it("gives working defaults for a fresh `npm start`", () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      env: "development",
      isProduction: false,
      port: 3000,
      host: "localhost",
      publicUrl: "http://localhost:3000",
      dataDir: "data",
      databaseUrl: undefined,
      embeddedPgPort: 54329,
      smtpUrl: undefined,
      seedDemo: true,
      ownerEmails: [],
      authRateLimit: 10,
      logLevel: "info",
      webDistDir: "dist/web",
    });
  });

  it.each([
    ["PORT", "abc"],
    ["PORT", "70000"],
    ["EMBEDDED_PG_PORT", "0"],
    ["NODE_ENV", "staging"],
    ["PUBLIC_URL", "localhost:3000"],
    ["PUBLIC_URL", "ftp://example.com"],
    ["BETTER_AUTH_SECRET", "too-short"],
    ["SMTP_URL", "mail.example.com"],
    ["SMTP_URL", "http://mail.example.com"],
    ["SEED_DEMO", "yes"],
    ["AUTH_RATE_LIMIT", "0"],
    ["LOG_LEVEL", "verbose"],
  ])("fails fast, naming %s, when it is %j", (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(
      new RegExp(`^Invalid environment configuration:\\n.*\\b${name}: `, "s"),
    );
  });

  it("names every invalid variable at once", () => {
    let message = "";
    try {
      loadConfig({ PORT: "abc", SEED_DEMO: "yes" });
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toContain("PORT: ");
    expect(message).toContain("SEED_DEMO: ");
  });

  it("refuses a transaction-mode pooler without the direct address that LISTEN and session locks need", () => {
    expect(() => loadConfig({ DATABASE_URL: "postgres://pooler/app", DATABASE_POOLER: "transaction" })).toThrow(
      "DATABASE_POOLER=transaction needs DATABASE_DIRECT_URL, the same database without the pooler: set it.",
    );
    const config = loadConfig({
      DATABASE_URL: "postgres://pooler/app",
      DATABASE_POOLER: "transaction",
      DATABASE_DIRECT_URL: "postgres://primary/app",
    });
    expect(config).toMatchObject({ databasePooler: "transaction", databaseDirectUrl: "postgres://primary/app" });
  });

  it("reads a read replica's address with the lag it may have (5 s unless told), and none by default", () => {
    expect(loadConfig({}).databaseRead).toBeNull();
    expect(loadConfig({ DATABASE_READ_URL: "postgres://replica/app" }).databaseRead).toEqual({
      url: "postgres://replica/app",
      maxLagSeconds: 5,
    });
    expect(
      loadConfig({ DATABASE_READ_URL: "postgres://replica/app", DATABASE_READ_MAX_LAG_SECONDS: "1.5" }).databaseRead,
    ).toEqual({ url: "postgres://replica/app", maxLagSeconds: 1.5 });
    expect(() => loadConfig({ DATABASE_READ_MAX_LAG_SECONDS: "0" })).toThrow(/DATABASE_READ_MAX_LAG_SECONDS/);
  });

  it("refuses to start in production without BETTER_AUTH_SECRET", () => {
    expect(() => loadConfig({ NODE_ENV: "production" })).toThrow(/BETTER_AUTH_SECRET must be set/);
  });

  it("starts in production with BETTER_AUTH_SECRET (and payments, an https PUBLIC_URL and SMTP_URL)", () => {
    const config = loadConfig(PRODUCTION);
    expect(config.isProduction).toBe(true);
    expect(config.authSecret).toBe(SECRET);
  });

  it("refuses to start in production without an https PUBLIC_URL or without SMTP_URL, in one sentence naming them", () => {
    const { PUBLIC_URL: _url, SMTP_URL: _smtp, ...bare } = PRODUCTION;
    expect(() => loadConfig(bare)).toThrow(
      /^Production needs PUBLIC_URL \(.*\) and SMTP_URL \(.*\): set them before starting\.$/,
    );
    expect(() => loadConfig({ ...PRODUCTION, PUBLIC_URL: "http://fit.example.com" })).toThrow(
      /^Production needs PUBLIC_URL \(the https:\/\/ address users reach\): set it/,
    );
    expect(() => loadConfig({ ...PRODUCTION, SMTP_URL: "" })).toThrow(/^Production needs SMTP_URL \(.*\): set it/);
  });

  it("never seeds demo data in production: off by default there, and refused when asked for", () => {
    expect(loadConfig(PRODUCTION).seedDemo).toBe(false);
    expect(loadConfig({ ...PRODUCTION, SEED_DEMO: "false" }).seedDemo).toBe(false);
    expect(() => loadConfig({ ...PRODUCTION, SEED_DEMO: "true" })).toThrow(/^SEED_DEMO cannot be on in production/);
    expect(loadConfig({ NODE_ENV: "test" }).seedDemo).toBe(true);
  });

  it("listens on loopback outside production unless HOST says otherwise, on every interface in production", () => {
    expect(loadConfig({}).host).toBe("localhost");
    expect(loadConfig({ HOST: "0.0.0.0" }).host).toBe("0.0.0.0");
    expect(loadConfig(PRODUCTION).host).toBe("0.0.0.0");
    expect(loadConfig({ ...PRODUCTION, HOST: "10.0.0.5" }).host).toBe("10.0.0.5");
  });

  it("treats an empty variable as unset", () => {
    const config = loadConfig({ PORT: "", SMTP_URL: "", DATABASE_URL: " ", OWNER_EMAILS: "" });
    expect(config.port).toBe(3000);
    expect(config.smtpUrl).toBeUndefined();
    expect(config.databaseUrl).toBeUndefined();
    expect(config.ownerEmails).toEqual([]);
    expect(() => loadConfig({ ...PRODUCTION, BETTER_AUTH_SECRET: "" })).toThrow(/BETTER_AUTH_SECRET must be set/);
  });

  it("reads OWNER_EMAILS as a trimmed, lower-case list", () => {
    const config = loadConfig({ OWNER_EMAILS: " Owner@Example.com, ,second@EXAMPLE.org ,," });
    expect(config.ownerEmails).toEqual(["owner@example.com", "second@example.org"]);
  });

  it("reads boolean flags as true/false/1/0", () => {
    expect(loadConfig({ SEED_DEMO: "false" }).seedDemo).toBe(false);
    expect(loadConfig({ SEED_DEMO: "0" }).seedDemo).toBe(false);
    expect(loadConfig({ SEED_DEMO: "1" }).seedDemo).toBe(true);
  });

  it("drops a trailing slash from PUBLIC_URL and follows PORT when it is unset", () => {
    expect(loadConfig({ PUBLIC_URL: "https://fit.example.com/" }).publicUrl).toBe("https://fit.example.com");
    expect(loadConfig({ PORT: "8080" }).publicUrl).toBe("http://localhost:8080");
  });

  it("reads the daily translation budgets, with defaults, and refuses a negative or fractional one", () => {
    expect(loadConfig({}).translationBudget).toEqual({ dailyChars: 200_000, creatorDailyChars: 20_000 });
    expect(
      loadConfig({ TRANSLATION_DAILY_CHARS: "0", TRANSLATION_CREATOR_DAILY_CHARS: "5000" }).translationBudget,
    ).toEqual({ dailyChars: 0, creatorDailyChars: 5000 });
    expect(() => loadConfig({ TRANSLATION_DAILY_CHARS: "-1" })).toThrow(/TRANSLATION_DAILY_CHARS: /);
    expect(() => loadConfig({ TRANSLATION_CREATOR_DAILY_CHARS: "1.5" })).toThrow(/TRANSLATION_CREATOR_DAILY_CHARS: /);
  });

  it("reads each creator's storage quota in GB (20 by default, fractions allowed) and hourly video uploads (20 by default)", () => {
    expect(loadConfig({}).storageQuota).toEqual({ bytesPerCreator: 20 * 1024 ** 3, videoUploadsPerHour: 20 });
    expect(loadConfig({ CREATOR_STORAGE_GB: "0.5", CREATOR_VIDEO_UPLOADS_PER_HOUR: "3" }).storageQuota).toEqual({
      bytesPerCreator: 512 * 1024 ** 2,
      videoUploadsPerHour: 3,
    });
    expect(() => loadConfig({ CREATOR_STORAGE_GB: "0" })).toThrow(/CREATOR_STORAGE_GB: /);
    expect(() => loadConfig({ CREATOR_VIDEO_UPLOADS_PER_HOUR: "0" })).toThrow(/CREATOR_VIDEO_UPLOADS_PER_HOUR: /);
  });

  it("turns streaming from OBS on only with LIVE_RTMP_PORT, showing the app's host unless LIVE_RTMP_URL says otherwise", () => {
    expect(loadConfig({}).liveRtmp).toBeNull();
    expect(loadConfig({ LIVE_RTMP_PORT: "1935" }).liveRtmp).toEqual({
      port: 1935,
      serverUrl: "rtmp://127.0.0.1:1935/live",
    });
    expect(loadConfig({ ...PRODUCTION, LIVE_RTMP_PORT: "1935" }).liveRtmp?.serverUrl).toBe(
      "rtmp://fit.example.com:1935/live",
    );
    expect(
      loadConfig({ LIVE_RTMP_PORT: "1935", LIVE_RTMP_URL: "rtmps://live.fit.example.com/live/" }).liveRtmp?.serverUrl,
    ).toBe("rtmps://live.fit.example.com/live");
    expect(() => loadConfig({ LIVE_RTMP_URL: "rtmp://live.example.com/live" })).toThrow(/LIVE_RTMP_PORT/);
    expect(() => loadConfig({ LIVE_RTMP_PORT: "1935", LIVE_RTMP_URL: "http://x.example" })).toThrow(/LIVE_RTMP_URL: /);
  });

  it("serves metrics nowhere by default, behind METRICS_TOKEN on the app's port, or on METRICS_PORT of their own", () => {
    expect(loadConfig({}).metrics).toEqual({ token: undefined, port: undefined });
    const token = "a-scraper-token-of-32-characters";
    expect(loadConfig({ METRICS_TOKEN: token, METRICS_PORT: "9464" }).metrics).toEqual({ token, port: 9464 });
    expect(() => loadConfig({ METRICS_TOKEN: "short" })).toThrow(/METRICS_TOKEN: must be at least 16 characters/);
    expect(() => loadConfig({ METRICS_PORT: "0" })).toThrow(/METRICS_PORT: /);
    expect(() => loadConfig({ METRICS_PORT: "3000" })).toThrow(/^METRICS_PORT must differ from PORT/);
    expect(() => loadConfig({ PORT: "8080", METRICS_PORT: "8080" })).toThrow(/^METRICS_PORT must differ from PORT/);
  });

  it("accepts SMTP URLs with credentials and options", () => {
    const smtpUrl = "smtps://user:p%40ss@mail.example.com:465?connectionTimeout=30000";
    expect(loadConfig({ SMTP_URL: smtpUrl }).smtpUrl).toBe(smtpUrl);
  });
});
