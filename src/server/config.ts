// Every environment variable the server reads, parsed once at boot with zod.
// Nothing else in the codebase touches process.env.
import { z } from "zod";

const booleanFlag = z
  .enum(["true", "false", "1", "0"])
  .transform((value) => value === "true" || value === "1");

const emailList = z
  .string()
  .transform((value) =>
    value
      .split(",")
      .map((email) => email.trim().toLowerCase())
      .filter(Boolean),
  );

const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default("0.0.0.0"),
  /** The address users reach the app at; links in emails point here. */
  PUBLIC_URL: z.url({ protocol: /^https?$/, error: "must be an http:// or https:// URL" }).optional(),
  /** Where the embedded database, uploads and generated secrets live. */
  DATA_DIR: z.string().default("data"),
  /** An external PostgreSQL; without it the embedded server is started. */
  DATABASE_URL: z.string().optional(),
  EMBEDDED_PG_PORT: z.coerce.number().int().min(1).max(65535).default(54329),
  /** Signs sessions; generated into DATA_DIR outside production when unset. */
  BETTER_AUTH_SECRET: z.string().min(32).optional(),
  /** smtp:// or smtps://user:password@host:port; without it mail goes to the outbox. */
  SMTP_URL: z
    .url({ protocol: /^smtps?$/, error: "must be an smtp:// or smtps:// URL" })
    .optional(),
  MAIL_FROM: z.string().default("FitCreators <no-reply@fitcreators.local>"),
  SEED_DEMO: booleanFlag.default(true),
  OWNER_EMAILS: emailList.default([]),
  /** Sign-in and sign-up attempts allowed per client address per minute. */
  AUTH_RATE_LIMIT: z.coerce.number().int().min(1).default(10),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  WEB_DIST_DIR: z.string().default("dist/web"),
});

export type Config = ReturnType<typeof loadConfig>;

/** `PORT=` in a .env file or a compose file means "not set", not "port 0". */
function withoutEmptyValues(env: NodeJS.ProcessEnv) {
  return Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value.trim() !== ""));
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env) {
  const parsed = envSchema.safeParse(withoutEmptyValues(env));
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`);
    throw new Error(`Invalid environment configuration:\n${problems.join("\n")}`);
  }
  const values = parsed.data;
  if (values.NODE_ENV === "production" && !values.BETTER_AUTH_SECRET) {
    throw new Error("BETTER_AUTH_SECRET must be set (32+ characters) in production.");
  }
  return {
    env: values.NODE_ENV,
    isProduction: values.NODE_ENV === "production",
    port: values.PORT,
    host: values.HOST,
    publicUrl: (values.PUBLIC_URL ?? `http://localhost:${values.PORT}`).replace(/\/$/, ""),
    dataDir: values.DATA_DIR,
    databaseUrl: values.DATABASE_URL,
    embeddedPgPort: values.EMBEDDED_PG_PORT,
    authSecret: values.BETTER_AUTH_SECRET,
    smtpUrl: values.SMTP_URL,
    mailFrom: values.MAIL_FROM,
    seedDemo: values.SEED_DEMO,
    ownerEmails: values.OWNER_EMAILS,
    authRateLimit: values.AUTH_RATE_LIMIT,
    logLevel: values.LOG_LEVEL,
    webDistDir: values.WEB_DIST_DIR,
  };
}
