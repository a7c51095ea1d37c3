// An account as the owner's moderation screen sees it, before suspending or restoring it.
import type { Role } from "./roles";

export interface ModeratedAccount {
  id: string;
  username: string;
  role: Role;
  /** Platform owners (OWNER_EMAILS) cannot be suspended. */
  isOwner: boolean;
  /** When the account was suspended; null when it is not. */
  suspendedAt: string | null;
}
