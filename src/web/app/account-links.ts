// Where a signed-in user's navigation leads, by role.
import { homePathFor, type SessionUser } from "../../domain/roles";

export function accountLinks(user: SessionUser) {
  const dashboard = homePathFor(user.role);
  return {
    dashboard,
    notifications: `${dashboard}/notifications`,
    inbox: `${dashboard}/inbox`,
    settings: user.role === "influencer" ? `${dashboard}/profile` : `${dashboard}/settings`,
    /** Only platform owners (OWNER_EMAILS) get the owner dashboard. */
    owner: user.isOwner ? "/dashboard/owner" : null,
  };
}

/** The letter on the avatar button: the username's, else the email's. */
export const initialOf = (user: SessionUser) => (user.username || user.email).charAt(0).toUpperCase();
