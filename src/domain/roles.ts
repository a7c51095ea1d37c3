// Roles and the signed-in user as API and web see them; free of zod so the first page stays small.

export const roles = ["follower", "influencer"] as const;
export type Role = (typeof roles)[number];

export const genders = ["male", "female", "other", "prefer_not_to_say"] as const;
export type Gender = (typeof genders)[number];

/** Where a user lands after signing in. */
export function homePathFor(role: Role | null | undefined): string {
  if (role === "influencer") return "/dashboard/influencer";
  if (role === "follower") return "/dashboard/follower";
  return "/";
}

/** The signed-in user as the API and the web see it. */
export interface SessionUser {
  id: string;
  email: string;
  username: string;
  role: Role;
  gender: Gender;
  isOwner: boolean;
}
