// The seven viewers every access matrix asks about: a visitor, the owner creator's Rookie, PRO and
// ALL STAR members, an ALL STAR member of another creator, that other creator, and the owner.
import { createUser, signIn } from "./factories";
import { createMembership } from "./membership-factories";
import type { TestApp } from "./test-app";

export type Viewer = "visitor" | "rookie" | "pro" | "all_star" | "other_member" | "other_creator" | "owner";
export const viewers: Viewer[] = ["visitor", "rookie", "pro", "all_star", "other_member", "other_creator", "owner"];

/** Makes the people and their memberships, and signs each in (the visitor has no cookie). */
export async function createViewers(t: TestApp) {
  const owner = await createUser(t, { role: "influencer" });
  const otherCreator = await createUser(t, { role: "influencer" });
  const members = {
    rookie: await createUser(t),
    pro: await createUser(t),
    all_star: await createUser(t),
    other_member: await createUser(t),
  };
  await createMembership(t, members.rookie.id, owner.id, "rookie");
  await createMembership(t, members.pro.id, owner.id, "pro");
  await createMembership(t, members.all_star.id, owner.id, "all_star");
  await createMembership(t, members.other_member.id, otherCreator.id, "all_star");
  const cookies: Record<Viewer, string | undefined> = {
    visitor: undefined,
    owner: await signIn(t, owner),
    other_creator: await signIn(t, otherCreator),
    rookie: await signIn(t, members.rookie),
    pro: await signIn(t, members.pro),
    all_star: await signIn(t, members.all_star),
    other_member: await signIn(t, members.other_member),
  };
  return { owner, otherCreator, members, cookies };
}
