// Every environment variable the server reads, parsed once at boot with zod.
// Nothing else in the codebase touches process.env.
import { z } from "zod";
import { StartupError } from "./lib/startup-error";
import { trustProxySetting } from "./lib/trusted-proxies";

const booleanFlag = z.enum(["true", "false", "1", "0"]).transform((value) => value === "true" || value === "1");

const emailList = z.string().transform((value) =>
  value
    .split(",")
    .map((email) => email.trim().toLowerCase())
    .filter(Boolean),
);

const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /** Unset: every interface in production (behind a load balancer), loopback elsewhere. */
  HOST: z.string().optional(),
  /** The address users reach the app at; links in emails point here. */
  PUBLIC_URL: z.url({ protocol: /^https?$/, error: "must be an http:// or https:// URL" }).optional(),
  /** Where the embedded database, uploads and generated secrets live. */
  DATA_DIR: z.string().default("data"),
  /** An external PostgreSQL; without it the embedded server is started. */
  DATABASE_URL: z.string().optional(),
  /**
   * A direct (unpooled) address of the same database when DATABASE_URL goes through a pooler: the
   * connections that need a session of their own use it (live hints' LISTEN, job leases, upload
   * locks, migrations). Unset: DATABASE_URL for everything.
   */
  DATABASE_DIRECT_URL: z.string().optional(),
  /**
   * `transaction` when DATABASE_URL is a PgBouncer in transaction mode older than 1.21 (no
   * max_prepared_statements): queries are then sent unnamed instead of as named prepared statements.
   */
  DATABASE_POOLER: z.enum(["none", "transaction"]).default("none"),
  /**
   * A read replica of DATABASE_URL (streaming replication) for the read-only hot paths: explore,
   * profiles, a creator's posts and routines. Each caller still reads their own writes.
   */
  DATABASE_READ_URL: z.string().optional(),
  /** How far behind the primary the replica may be and still be read from; further, reads go to the primary. */
  DATABASE_READ_MAX_LAG_SECONDS: z.coerce.number().min(0.5).max(300).default(5),
  /** Whether each instance applies migrations as it starts (one at a time); `false` when `npm run migrate` does. */
  MIGRATE_ON_START: booleanFlag.default(true),
  /** The embedded database's port, or the next free one when another program holds it. */
  EMBEDDED_PG_PORT: z.coerce.number().int().min(1).max(65535).default(54329),
  /** Signs sessions; generated into DATA_DIR outside production when unset. */
  BETTER_AUTH_SECRET: z.string().min(32).optional(),
  /** smtp:// or smtps://user:password@host:port; without it mail goes to the outbox. */
  SMTP_URL: z.url({ protocol: /^smtps?$/, error: "must be an smtp:// or smtps:// URL" }).optional(),
  MAIL_FROM: z.string().default("FitCreators <no-reply@fitcreators.local>"),
  /** Demo community with a published password: on by default outside production, never in it. */
  SEED_DEMO: booleanFlag.optional(),
  OWNER_EMAILS: emailList.default([]),
  /** Sign-in and sign-up attempts allowed per client address per minute. */
  AUTH_RATE_LIMIT: z.coerce.number().int().min(1).default(10),
  /** Proxies allowed to name the client's address in X-Forwarded-For: a hop count or their addresses. */
  TRUST_PROXY: trustProxySetting,
  /** Memory for answers shared by every visitor (public reads, server-rendered pages); 0 turns the cache off. */
  PUBLIC_CACHE_MB: z.coerce.number().min(0).max(4096).default(32),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  WEB_DIST_DIR: z.string().default("dist/web"),
  /** S3-compatible object storage for files; without S3_BUCKET files stay on the local disk. */
  S3_ENDPOINT: z.url({ protocol: /^https?$/, error: "must be an http:// or https:// URL" }).optional(),
  S3_REGION: z.string().optional(),
  S3_BUCKET: z.string().optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_FORCE_PATH_STYLE: booleanFlag.optional(),
  /** The bucket's address as browsers reach it, when it differs from S3_ENDPOINT (a private network name). */
  S3_PUBLIC_ENDPOINT: z.url({ protocol: /^https?$/, error: "must be an http:// or https:// URL" }).optional(),
  /**
   * How long a signed media address given to a member stays valid, in seconds; a member whose
   * access ends can keep fetching an address already given for at most this long.
   */
  MEDIA_URL_TTL_SECONDS: z.coerce.number().int().min(30).max(86_400).default(300),
  /** A CDN in front of the bucket for public files (avatars, covers): they are sent there instead of signed. */
  MEDIA_CDN_URL: z.url({ protocol: /^https?$/, error: "must be an http:// or https:// URL" }).optional(),
  /** `sandbox` or `stripe`; unset means Stripe when STRIPE_* is set, else the sandbox (not in production). */
  PAYMENTS: z.enum(["sandbox", "stripe"]).optional(),
  STRIPE_SECRET_KEY: z.string().startsWith("sk_", "must be a Stripe secret key (sk_...)").optional(),
  STRIPE_WEBHOOK_SECRET: z.string().startsWith("whsec_", "must be a webhook signing secret (whsec_...)").optional(),
  STRIPE_CONNECT_WEBHOOK_SECRET: z
    .string()
    .startsWith("whsec_", "must be a webhook signing secret (whsec_...)")
    .optional(),
  /** Another Stripe API server, such as stripe-mock or a test double (http://localhost:12111). */
  STRIPE_API_BASE: z.url({ protocol: /^https?$/, error: "must be an http:// or https:// URL" }).optional(),
  /** Where followers write for help; shown on /support. */
  SUPPORT_EMAIL: z.email().default("support@fitcreators.app"),
  /** A LibreTranslate server (self-hosted) that translates creators' content on request. */
  LIBRETRANSLATE_URL: z.url({ protocol: /^https?$/, error: "must be an http:// or https:// URL" }).optional(),
  LIBRETRANSLATE_API_KEY: z.string().optional(),
  /** DeepL instead: a key ending in ":fx" uses the free API's address. */
  DEEPL_API_KEY: z.string().optional(),
  /** Another DeepL API address (a test double). */
  DEEPL_API_URL: z.url({ protocol: /^https?$/, error: "must be an http:// or https:// URL" }).optional(),
  /**
   * Characters sent to the translation provider per day (UTC), for everyone together; past it,
   * readers get only translations made before. 200,000 a day is about $150 a month at DeepL's price.
   */
  TRANSLATION_DAILY_CHARS: z.coerce.number().int().min(0).max(1_000_000_000).default(200_000),
  /** Characters of one creator's texts sent to the translation provider per day (UTC). */
  TRANSLATION_CREATOR_DAILY_CHARS: z.coerce.number().int().min(0).max(1_000_000_000).default(20_000),
  /**
   * Everything one creator may keep stored (post files, routine videos, profile pictures), in GB; fractions allowed.
   */
  CREATOR_STORAGE_GB: z.coerce.number().positive().max(100_000).default(20),
  /** Video uploads one creator may start per hour. */
  CREATOR_VIDEO_UPLOADS_PER_HOUR: z.coerce.number().int().min(1).max(10_000).default(20),
  /** Another ffmpeg binary than the one shipped in the @ffmpeg-installer package. */
  FFMPEG_PATH: z.string().optional(),
  /** Turns on live streaming from encoders such as OBS (RTMP) on this port; 1935 is RTMP's own. */
  LIVE_RTMP_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  /** The server address creators type into OBS, when a proxy in front makes it other than PUBLIC_URL's host. */
  LIVE_RTMP_URL: z.url({ protocol: /^rtmps?$/, error: "must be an rtmp:// or rtmps:// URL" }).optional(),
  /** Web push VAPID key pair (base64url, as `npx web-push generate-vapid-keys` prints); made in DATA_DIR if unset. */
  VAPID_PUBLIC_KEY: z.string().min(80).optional(),
  VAPID_PRIVATE_KEY: z.string().min(40).optional(),
  /** Who push services may contact about our pushes: a mailto: or https: URL; the support address when unset. */
  VAPID_SUBJECT: z
    .string()
    .regex(/^(mailto:|https:\/\/)/, "must be a mailto: or https:// URL")
    .optional(),
  /**
   * Serves /metrics (Prometheus) on the app's port to scrapers sending `Authorization: Bearer <token>`.
   * Unset: no /metrics on the app's port.
   */
  METRICS_TOKEN: z.string().min(16, "must be at least 16 characters").optional(),
  /** Serves /metrics without a token on this port of its own, for a scraper on the private network. */
  METRICS_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  /**
   * An OpenTelemetry collector's base address (OTLP over HTTP): each request is traced, with its
   * database queries and provider calls, and sent to `<endpoint>/v1/traces`. Unset: no tracing.
   */
  OTEL_EXPORTER_OTLP_ENDPOINT: z.url({ protocol: /^https?$/, error: "must be an http:// or https:// URL" }).optional(),
  /** The name the traces carry (`service.name`). */
  OTEL_SERVICE_NAME: z.string().min(1).default("fitcreators"),
});

const S3_REQUIRED = ["S3_REGION", "S3_BUCKET", "S3_ACCESS_KEY_ID", "S3_SECRET_ACCESS_KEY"] as const;

export interface S3Settings {
  /** Unset means AWS itself. */
  endpoint?: string;
  /** Where browsers reach the bucket (signed media addresses); the endpoint when unset. */
  publicEndpoint?: string;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  forcePathStyle: boolean;
}

/**
 * All or nothing: half an S3 configuration would silently store files on the local disk of
 * one instance, which is lost or unreachable from the others.
 */
function s3Settings(values: z.infer<typeof envSchema>): S3Settings | undefined {
  const isAnySet = Object.entries(values).some(([name, value]) => name.startsWith("S3_") && value !== undefined);
  if (!isAnySet) return undefined;
  const missing = S3_REQUIRED.filter((name) => !values[name]);
  if (missing.length > 0) {
    throw new StartupError(
      `Incomplete S3 configuration: ${missing.join(", ")} must be set too (or no S3_* variable at all).`,
    );
  }
  return {
    endpoint: values.S3_ENDPOINT,
    publicEndpoint: values.S3_PUBLIC_ENDPOINT,
    region: values.S3_REGION!,
    bucket: values.S3_BUCKET!,
    accessKeyId: values.S3_ACCESS_KEY_ID!,
    secretAccessKey: values.S3_SECRET_ACCESS_KEY!,
    // Most S3-compatible servers (MinIO, s3rver) want path-style URLs; AWS prefers virtual hosts.
    forcePathStyle: values.S3_FORCE_PATH_STYLE ?? Boolean(values.S3_ENDPOINT),
  };
}

const STRIPE_REQUIRED = ["STRIPE_SECRET_KEY", "STRIPE_WEBHOOK_SECRET", "STRIPE_CONNECT_WEBHOOK_SECRET"] as const;

export interface StripeSettings {
  secretKey: string;
  /** Signs events of the platform's own account (checkout, subscriptions, invoices). */
  webhookSecret: string;
  /** Signs events of connected accounts (payout onboarding). */
  connectWebhookSecret: string;
  apiBase?: URL;
}

export type PaymentSettings = { provider: "sandbox" } | ({ provider: "stripe" } & StripeSettings);

/**
 * Stripe when all three keys are set, the sandbox when none is. Half a configuration would take
 * money without ever hearing back from the provider, so it stops the start. The sandbox takes no
 * money at all, so production uses it only when PAYMENTS=sandbox says so on purpose (a demo).
 */
function paymentSettings(values: z.infer<typeof envSchema>): PaymentSettings {
  const set = STRIPE_REQUIRED.filter((name) => values[name]);
  const wantsStripe = values.PAYMENTS === "stripe" || (values.PAYMENTS === undefined && set.length > 0);
  if (wantsStripe) {
    const missing = STRIPE_REQUIRED.filter((name) => !values[name]);
    if (missing.length > 0) {
      throw new StartupError(
        `Incomplete Stripe configuration: ${missing.join(", ")} must be set too (or no STRIPE_* variable at all).`,
      );
    }
    return {
      provider: "stripe",
      secretKey: values.STRIPE_SECRET_KEY!,
      webhookSecret: values.STRIPE_WEBHOOK_SECRET!,
      connectWebhookSecret: values.STRIPE_CONNECT_WEBHOOK_SECRET!,
      apiBase: values.STRIPE_API_BASE ? new URL(values.STRIPE_API_BASE) : undefined,
    };
  }
  if (values.NODE_ENV === "production" && values.PAYMENTS !== "sandbox") {
    throw new StartupError(
      "Payments are not configured: set STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET and STRIPE_CONNECT_WEBHOOK_SECRET, or PAYMENTS=sandbox for a demo that takes no money.",
    );
  }
  return { provider: "sandbox" };
}

/**
 * Production serves real people: sessions need their own secret, links in emails must reach
 * users over https, account emails must really go out (the outbox would show reset links to
 * anyone), and the demo accounts' password is published in the README.
 */
function checkProductionSettings(values: z.infer<typeof envSchema>) {
  if (!values.BETTER_AUTH_SECRET) {
    throw new StartupError("BETTER_AUTH_SECRET must be set (32+ characters) in production.");
  }
  const missing = [
    ...(values.PUBLIC_URL?.startsWith("https://") ? [] : ["PUBLIC_URL (the https:// address users reach)"]),
    ...(values.SMTP_URL ? [] : ["SMTP_URL (the mail server that sends account emails)"]),
  ];
  if (missing.length > 0)
    throw new StartupError(
      `Production needs ${missing.join(" and ")}: set ${missing.length > 1 ? "them" : "it"} before starting.`,
    );
  if (values.SEED_DEMO) {
    throw new StartupError(
      "SEED_DEMO cannot be on in production, because the demo accounts share a published password: remove it.",
    );
  }
}

export type TranslationSettings =
  | { provider: "libretranslate"; url: string; apiKey?: string }
  | { provider: "deepl"; apiKey: string; apiUrl?: string }
  | null;

/** RTMP ingest, off unless its port is set; the address shown to creators defaults to the app's host. */
function liveRtmpSettings(values: z.infer<typeof envSchema>, publicUrl: string) {
  if (!values.LIVE_RTMP_PORT) {
    if (values.LIVE_RTMP_URL)
      throw new StartupError("LIVE_RTMP_URL is set but LIVE_RTMP_PORT is not: set both, or neither.");
    return null;
  }
  const { hostname } = new URL(publicUrl);
  // OBS may resolve "localhost" to ::1, where the RTMP listener is not (it takes one address).
  const host = hostname === "localhost" ? "127.0.0.1" : hostname;
  return {
    port: values.LIVE_RTMP_PORT,
    serverUrl: (values.LIVE_RTMP_URL ?? `rtmp://${host}:${values.LIVE_RTMP_PORT}/live`).replace(/\/$/, ""),
  };
}

/** LibreTranslate when its URL is set, else DeepL when its key is; none by default (originals shown). */
function translationSettings(values: z.infer<typeof envSchema>): TranslationSettings {
  if (values.LIBRETRANSLATE_URL)
    return { provider: "libretranslate", url: values.LIBRETRANSLATE_URL, apiKey: values.LIBRETRANSLATE_API_KEY };
  if (values.DEEPL_API_KEY) return { provider: "deepl", apiKey: values.DEEPL_API_KEY, apiUrl: values.DEEPL_API_URL };
  return null;
}

/** Half a key pair could sign nothing the browsers' subscriptions (made with the public key) accept. */
function pushSettings(values: z.infer<typeof envSchema>) {
  if (Boolean(values.VAPID_PUBLIC_KEY) !== Boolean(values.VAPID_PRIVATE_KEY)) {
    throw new StartupError("VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY must be set together (or neither).");
  }
  const keys =
    values.VAPID_PUBLIC_KEY && values.VAPID_PRIVATE_KEY
      ? { publicKey: values.VAPID_PUBLIC_KEY, privateKey: values.VAPID_PRIVATE_KEY }
      : undefined;
  return { keys, subject: values.VAPID_SUBJECT ?? `mailto:${values.SUPPORT_EMAIL}` };
}

/**
 * Metrics are never public: behind a token on the app's port, or on a port of their own that is
 * not published. The same port for both would serve them without the token to everyone.
 */
function metricsSettings(values: z.infer<typeof envSchema>) {
  if (values.METRICS_PORT !== undefined && values.METRICS_PORT === values.PORT) {
    throw new StartupError("METRICS_PORT must differ from PORT: metrics get a port of their own, kept private.");
  }
  return { token: values.METRICS_TOKEN, port: values.METRICS_PORT };
}

/**
 * Behind a pooler in transaction mode, live hints' LISTEN, job leases and upload locks need a
 * session of their own: through the pooler they would be lost without a word (no hints, two
 * instances writing one upload), so the direct address is required.
 */
function databaseSettings(values: z.infer<typeof envSchema>) {
  if (values.DATABASE_POOLER === "transaction" && !values.DATABASE_DIRECT_URL) {
    throw new StartupError(
      "DATABASE_POOLER=transaction needs DATABASE_DIRECT_URL, the same database without the pooler: set it.",
    );
  }
  return {
    databaseUrl: values.DATABASE_URL,
    databaseDirectUrl: values.DATABASE_DIRECT_URL,
    databasePooler: values.DATABASE_POOLER,
    databaseRead: values.DATABASE_READ_URL
      ? { url: values.DATABASE_READ_URL, maxLagSeconds: values.DATABASE_READ_MAX_LAG_SECONDS }
      : null,
  };
}

export type Config = ReturnType<typeof loadConfig>;

/** `PORT=` in a .env file or a compose file means "not set", not "port 0". */
function withoutEmptyValues(env: NodeJS.ProcessEnv) {
  return Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value.trim() !== ""));
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env) {
  const parsed = envSchema.safeParse(withoutEmptyValues(env));
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`);
    throw new StartupError(`Invalid environment configuration:\n${problems.join("\n")}`);
  }
  const values = parsed.data;
  if (values.NODE_ENV === "production") checkProductionSettings(values);
  const publicUrl = (values.PUBLIC_URL ?? `http://localhost:${values.PORT}`).replace(/\/$/, "");
  return {
    env: values.NODE_ENV,
    isProduction: values.NODE_ENV === "production",
    port: values.PORT,
    /** "localhost" means both loopback addresses (127.0.0.1 and ::1), as browsers may try either. */
    host: values.HOST ?? (values.NODE_ENV === "production" ? "0.0.0.0" : "localhost"),
    publicUrl,
    dataDir: values.DATA_DIR,
    ...databaseSettings(values),
    migrateOnStart: values.MIGRATE_ON_START,
    embeddedPgPort: values.EMBEDDED_PG_PORT,
    authSecret: values.BETTER_AUTH_SECRET,
    smtpUrl: values.SMTP_URL,
    mailFrom: values.MAIL_FROM,
    seedDemo: values.SEED_DEMO ?? values.NODE_ENV !== "production",
    ownerEmails: values.OWNER_EMAILS,
    authRateLimit: values.AUTH_RATE_LIMIT,
    trustProxy: values.TRUST_PROXY,
    logLevel: values.LOG_LEVEL,
    publicCacheBytes: values.PUBLIC_CACHE_MB * 1024 * 1024,
    webDistDir: values.WEB_DIST_DIR,
    s3: s3Settings(values),
    media: { urlTtlSeconds: values.MEDIA_URL_TTL_SECONDS, cdnUrl: values.MEDIA_CDN_URL?.replace(/\/$/, "") },
    payments: paymentSettings(values),
    supportEmail: values.SUPPORT_EMAIL,
    storageQuota: {
      bytesPerCreator: Math.round(values.CREATOR_STORAGE_GB * 1024 ** 3),
      videoUploadsPerHour: values.CREATOR_VIDEO_UPLOADS_PER_HOUR,
    },
    translation: translationSettings(values),
    ffmpegPath: values.FFMPEG_PATH,
    liveRtmp: liveRtmpSettings(values, publicUrl),
    push: pushSettings(values),
    metrics: metricsSettings(values),
    tracing: values.OTEL_EXPORTER_OTLP_ENDPOINT
      ? { endpoint: values.OTEL_EXPORTER_OTLP_ENDPOINT, serviceName: values.OTEL_SERVICE_NAME }
      : null,
    translationBudget: {
      dailyChars: values.TRANSLATION_DAILY_CHARS,
      creatorDailyChars: values.TRANSLATION_CREATOR_DAILY_CHARS,
    },
  };
}
