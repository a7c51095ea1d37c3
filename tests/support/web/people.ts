// Who is signed in during a component test, as GET /auth/session answers it.
import type { SessionUser } from "../../../src/domain/roles";

/** A follower with no special rights: the usual person behind a member's screen. */
export const follower: SessionUser = {
  id: "u1",
  email: "sam@example.com",
  username: "sam",
  role: "follower",
  gender: "prefer_not_to_say",
  isOwner: false,
};
