// Seeds the demo community into an empty database on first start.
import { randomUUID } from "node:crypto";
import { hashPassword } from "better-auth/crypto";
import { count } from "drizzle-orm";
import type { AppDeps } from "../../lib/context";
import { storeProfileImage } from "../../features/media/images";
import { sortBlocks } from "../../../domain/routines";
import { accounts, creatorProfiles, memberships, profiles, routines, users } from "../schema";
import { refreshCreatorListing } from "../../features/creators/listing";
import { recountMembers } from "../../features/memberships/service";
import { DEMO_PASSWORD, demoCreators, demoEmail, demoFollowers, demoMemberships } from "./demo-people";
import { demoSectionsOf } from "./demo-sections";
import { avatarSvg, coverSvg } from "./demo-images";
import { seedDemoBilling } from "./demo-billing";
import { seedDemoMessages } from "./demo-messages";
import { seedDemoPosts } from "./demo-posts";
import { demoRoutineDayOffsets, demoRoutines, toScheduleBlock } from "./demo-routines";

export async function seedDemoData(deps: AppDeps) {
  const { db, storage, logger } = deps;
  // The demo accounts share a password printed in the README: never in a real deployment.
  if (deps.config.isProduction) throw new Error("Demo data is never seeded in production.");
  const [existing] = await db.select({ users: count() }).from(users);
  if (existing && existing.users > 0) return;

  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const createUser = async (username: string, role: "follower" | "influencer", gender: (typeof users.$inferInsert)["gender"]) => {
    const id = randomUUID();
    await db.insert(users).values({ id, name: username, username, email: demoEmail(username), emailVerified: true, role, gender });
    await db.insert(accounts).values({ id: randomUUID(), accountId: id, providerId: "credential", userId: id, password: passwordHash });
    return id;
  };

  const creatorIds: string[] = [];
  for (const [index, creator] of demoCreators.entries()) {
    const id = await createUser(creator.username, "influencer", creator.gender);
    creatorIds.push(id);
    const avatarKey = await storeProfileImage(storage, "avatar", id, Buffer.from(avatarSvg(creator.palette, index)));
    const coverKey = await storeProfileImage(storage, "cover", id, Buffer.from(coverSvg(creator.palette, index)));
    const profile = { userId: id, bio: creator.bio, location: creator.location, age: creator.age, avatarKey, coverKey };
    await db.insert(profiles).values(profile);
    await db.insert(creatorProfiles).values({
      userId: id,
      philosophy: creator.philosophy,
      certifications: creator.certifications,
      hobbies: creator.hobbies,
      achievements: creator.achievements,
      supplements: creator.supplements.map((supplement) => ({ ...supplement, id: randomUUID() })),
      categories: creator.categories,
      proPriceCents: creator.proPriceCents,
      allStarPriceCents: creator.allStarPriceCents,
      ...demoSectionsOf(creator.username),
      // Spread creation times so "newest first" lists have a stable, believable order.
      createdAt: new Date(Date.now() - (demoCreators.length - index) * 86_400_000),
    });
  }
  const ids = new Map<string, string>();
  for (const [index, creator] of demoCreators.entries()) ids.set(creator.username, creatorIds[index]!);
  for (const follower of demoFollowers) {
    const id = await createUser(follower.username, "follower", follower.gender);
    ids.set(follower.username, id);
    await db.insert(profiles).values({ userId: id });
  }
  await db.insert(memberships).values(
    demoMemberships
      .filter(({ tier }) => tier === "rookie")
      .map(({ follower, creator, tier }) => ({ followerId: ids.get(follower)!, creatorId: ids.get(creator)!, tier, currentPeriodEnd: null })),
  );
  const person = (username: string) => ({ id: ids.get(username)!, username, email: demoEmail(username) });
  await seedDemoBilling(
    deps,
    demoCreators.map(({ username }) => person(username)),
    demoMemberships.flatMap(({ follower, creator, tier }) =>
      tier === "rookie" ? [] : [{ follower: person(follower), creator: person(creator), tier }],
    ),
  );
  await db.insert(routines).values(
    Object.entries(demoRoutines).flatMap(([username, plans]) =>
      demoRoutineDayOffsets.map((offset, index) => {
        const plan = plans[index % plans.length]!;
        return {
          creatorId: ids.get(username)!,
          routineDate: new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10),
          title: plan.title,
          notes: plan.notes,
          blocks: sortBlocks(plan.blocks.map(toScheduleBlock)),
        };
      }),
    ),
  );
  await seedDemoPosts(deps, ids);
  await seedDemoMessages(db, ids);
  for (const creatorId of creatorIds) {
    await refreshCreatorListing(db, creatorId);
    await recountMembers(db, creatorId);
  }
  logger.info({ creators: demoCreators.length, followers: demoFollowers.length }, "demo data seeded");
}
