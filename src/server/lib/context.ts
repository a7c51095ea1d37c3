// What every request handler can reach through `c.var`.
import type { Config } from "../config";
import type { Mailer } from "../adapters/mail";
import type { PaymentProvider } from "../adapters/payments";
import type { SandboxProvider } from "../adapters/payments/sandbox";
import type { Storage } from "../adapters/storage";
import type { Database } from "../db/client";
import type { Auth } from "../features/auth/auth";
import type { Logger } from "./logger";

export interface AppDeps {
  config: Config;
  db: Database;
  auth: Auth;
  mailer: Mailer;
  storage: Storage;
  payments: PaymentProvider;
  /** The built-in sandbox provider when it is the one in use (its pages and clock), else null. */
  sandbox: SandboxProvider | null;
  logger: Logger;
  /** Whether the database answers; used by the health check. */
  pingDatabase: () => Promise<boolean>;
}

export interface AppEnv {
  Variables: AppDeps & { requestId: string };
}
