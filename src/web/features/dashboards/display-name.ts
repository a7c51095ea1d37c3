import type { SessionUser } from "../../../domain/roles";

/** What a greeting calls the user: the username, else the part of the email before the @. */
export const displayNameOf = (user: Pick<SessionUser, "username" | "email">) =>
  user.username || user.email.split("@")[0];
