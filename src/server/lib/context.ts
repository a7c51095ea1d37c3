// What every request handler can reach through `c.var`.
import type { Config } from "../config";
import type { Mailer } from "../adapters/mail";
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
  logger: Logger;
  /** Whether the database answers; used by the health check. */
  pingDatabase: () => Promise<boolean>;
}

export interface AppEnv {
  Variables: AppDeps & { requestId: string };
}
