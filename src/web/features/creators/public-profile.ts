// The shape of GET /api/creators/:username: a creator's profile as the signed-in viewer may see it,
// as the server's route answers it (src/server/features/creators/public-profile.ts).
import type { Answer } from "../../lib/api";

export type PublicProfile = Answer<"GET /creators/:username">;

/** A supplement on the profile; its referral link only for PRO and ALL STAR members and the creator. */
export type PublicSupplement = PublicProfile["supplements"][number];
