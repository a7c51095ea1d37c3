// Seeds the demo community into an empty database on first start (or into the template made at
// install): creators with complete profiles, posts, routines and ratings, and three months of
// members joining, paying, upgrading and leaving, lived through the real code on a moved calendar
// (demo-timeline.ts), so every account on the login page has a lived-in home and every creator's
// analytics have a shape.
import { randomUUID } from "node:crypto";
import { hashPassword } from "better-auth/crypto";
import { and, count, eq, isNull, lt, sql } from "drizzle-orm";
import { addOneMonth } from "../../../domain/billing";
import type { Gender } from "../../../domain/roles";
import type { AppDeps } from "../../context";
import { storeProfileImage } from "../../features/media/images";
import { sortBlocks } from "../../../domain/routines";
import { accounts, creatorProfiles, memberships, notifications, profiles, routines, users } from "../schema";
import { changeTier, leaveAtPeriodEnd } from "../../features/billing/plan-changes";
import { refreshCreatorListing } from "../../features/creators/listing";
import { followFree, rateCreator, recountMembers, unfollow } from "../../features/memberships/service";
import { DEMO_PASSWORD, demoCreators, demoEmail, demoFollowers, demoMemberships } from "./demo-people";
import { demoSectionsOf } from "./demo-sections";
import { avatarSvg, coverSvg } from "./demo-images";
import { demoReadingDay, seededRandom, type PublishedDemoPost } from "./demo-activity";
import { seedDemoOffers, seedDemoPayouts, subscribeDemo } from "./demo-billing";
import { demoCommunity, demoMoves, demoRatings, type DemoMove } from "./demo-community";
import { seedDemoMessages } from "./demo-messages";
import { demoPosts, publishDemoPost } from "./demo-posts";
import { demoRoutineDayOffsets, demoRoutines, toScheduleBlock } from "./demo-routines";
import { startDemoTimeline } from "./demo-timeline";

const DAY_MS = 86_400_000;
/** The creators were on the platform before the demo's three months of members began. */
const CREATORS_JOINED_DAYS_AGO = 100;
/** alex_follows watched nothing this week (his dashboard's figure; dashboards.spec.ts). */
const ALEX_RESTS_DAYS = 8;
/** maya_strong made her offers two weeks ago. */
const OFFERS_MADE_DAYS_AGO = 14;
/** Notifications older than this were read by their owners. */
const READ_AFTER_DAYS = 3;

interface DemoPerson {
  id: string;
  username: string;
  email: string;
  gender: Gender;
}

/** Days ago such that `months` monthly renewals later the last one falls today (this month). */
export function daysAgoRenewingToday(months: number, now = new Date()) {
  const monthStart = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1);
  for (let days = 27 * months; days <= 32 * months; days++) {
    let renewal = new Date(now.getTime() - days * DAY_MS);
    for (let month = 0; month < months; month++) renewal = addOneMonth(renewal);
    if (renewal.getTime() <= now.getTime() && renewal.getTime() >= monthStart) return days;
  }
  throw new Error(`no day ${months} months back renews this month`);
}

export async function seedDemoData(deps: AppDeps) {
  const { db, storage, logger } = deps;
  // The demo accounts share a password printed in the README: never in a real deployment.
  if (deps.config.isProduction) throw new Error("Demo data is never seeded in production.");
  const [existing] = await db.select({ users: count() }).from(users);
  if (existing && existing.users > 0) return;

  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const people = new Map<string, DemoPerson>();
  const createUser = async (username: string, role: "follower" | "influencer", gender: Gender) => {
    const person = { id: randomUUID(), username, email: demoEmail(username), gender };
    await db.insert(users).values({ ...person, name: username, emailVerified: true, role });
    await db.insert(accounts).values({
      id: randomUUID(),
      accountId: person.id,
      providerId: "credential",
      userId: person.id,
      password: passwordHash,
    });
    people.set(username, person);
    return person;
  };
  const personOf = (username: string) => people.get(username)!;

  const timeline = await startDemoTimeline(deps);
  await timeline.day(CREATORS_JOINED_DAYS_AGO, {
    moves: async () => {
      for (const [index, creator] of demoCreators.entries()) {
        const { id } = await createUser(creator.username, "influencer", creator.gender);
        const avatarKey = await storeProfileImage(
          storage,
          "avatar",
          id,
          Buffer.from(avatarSvg(creator.palette, index)),
        );
        const coverKey = await storeProfileImage(storage, "cover", id, Buffer.from(coverSvg(creator.palette, index)));
        await db
          .insert(profiles)
          .values({ userId: id, bio: creator.bio, location: creator.location, age: creator.age, avatarKey, coverKey });
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
          proTrialDays: creator.proTrialDays ?? 0,
          proYearlyDiscountPercent: creator.yearlyDiscountPercent ?? null,
          allStarYearlyDiscountPercent: creator.yearlyDiscountPercent ?? null,
          ...demoSectionsOf(creator.username),
          // Spread creation times so "newest first" lists have a stable, believable order.
          createdAt: new Date(Date.now() - (demoCreators.length - index) * DAY_MS),
        });
      }
      await seedDemoPayouts(
        deps,
        demoCreators.map(({ username }) => personOf(username)),
      );
    },
  });

  // Followers sign up on the day of their first membership.
  const genders = new Map([...demoFollowers, ...demoCommunity].map(({ username, gender }) => [username, gender]));
  const follower = async (username: string) => {
    if (people.has(username)) return personOf(username);
    const person = await createUser(username, "follower", genders.get(username)!);
    await db.insert(profiles).values({ userId: person.id });
    return person;
  };

  // Each day's membership moves, then its reading and writing (posts, ratings), in list order.
  const moves = new Map<number, (() => Promise<void>)[]>();
  const reading = new Map<number, (() => Promise<void>)[]>();
  const plan = (agenda: typeof moves, daysAgo: number, act: () => Promise<void>) =>
    agenda.set(daysAgo, [...(agenda.get(daysAgo) ?? []), act]);
  const loginPageMoves: DemoMove[] = demoMemberships.map(({ follower: name, creator, tier, joined, source }) => {
    const daysAgo = typeof joined === "number" ? joined : daysAgoRenewingToday(joined.months);
    return tier === "rookie"
      ? { daysAgo, follower: name, creator, kind: "follow", source }
      : { daysAgo, follower: name, creator, kind: "subscribe", tier, source };
  });
  for (const move of [...loginPageMoves, ...demoMoves])
    plan(moves, move.daysAgo, () => makeMove(deps, move, follower, personOf));
  plan(moves, OFFERS_MADE_DAYS_AGO, () => seedDemoOffers(deps, personOf("maya_strong").id));

  const published: PublishedDemoPost[] = [];
  for (const [username, posts] of Object.entries(demoPosts)) {
    for (const post of posts) {
      plan(reading, post.daysAgo, async () => {
        const creatorId = personOf(username).id;
        const { id } = await publishDemoPost(deps, creatorId, post);
        published.push({ id, creatorId, requiredTier: post.requiredTier, daysAgo: post.daysAgo });
      });
    }
  }
  for (const { daysAgo, follower: name, creator, stars, comment } of demoRatings) {
    plan(
      reading,
      daysAgo,
      async () => void (await rateCreator(db, personOf(name).id, personOf(creator).id, stars, comment)),
    );
  }

  const random = seededRandom(20_260_101);
  const favorited = new Set<string>();
  const firstDay = Math.max(...moves.keys(), ...reading.keys());
  for (let daysAgo = firstDay; daysAgo >= 0; daysAgo--) {
    await timeline.day(daysAgo, {
      moves: async () => {
        for (const act of moves.get(daysAgo) ?? []) await act();
      },
      reading: async () => {
        for (const act of reading.get(daysAgo) ?? []) await act();
        await demoReadingDay(deps, daysAgo, published, {
          random,
          favorited,
          isResting: (followerId) => daysAgo < ALEX_RESTS_DAYS && followerId === people.get("alex_follows")?.id,
        });
      },
    });
  }
  await timeline.finish();

  await db.insert(routines).values(
    Object.entries(demoRoutines).flatMap(([username, plans]) =>
      demoRoutineDayOffsets.map((offset) => {
        const plan = plans[(((offset + 3) % plans.length) + plans.length) % plans.length]!;
        return {
          creatorId: personOf(username).id,
          routineDate: new Date(Date.now() + offset * DAY_MS).toISOString().slice(0, 10),
          title: plan.title,
          notes: plan.notes,
          blocks: sortBlocks(plan.blocks.map(toScheduleBlock)),
        };
      }),
    ),
  );
  await seedDemoMessages(db, new Map([...people].map(([username, person]) => [username, person.id])));
  // People read their notifications; only the last few days' are new.
  await db
    .update(notifications)
    .set({ readAt: sql`${notifications.createdAt} + interval '2 hours'` })
    .where(
      and(isNull(notifications.readAt), lt(notifications.createdAt, new Date(Date.now() - READ_AFTER_DAYS * DAY_MS))),
    );
  for (const { username } of demoCreators) {
    await refreshCreatorListing(db, personOf(username).id);
    await recountMembers(db, personOf(username).id);
  }
  logger.info(
    { creators: demoCreators.length, followers: demoFollowers.length + demoCommunity.length },
    "demo data seeded",
  );
}

async function makeMove(
  deps: AppDeps,
  move: DemoMove,
  follower: (username: string) => Promise<DemoPerson>,
  personOf: (username: string) => DemoPerson,
) {
  const member = await follower(move.follower);
  const creator = personOf(move.creator);
  switch (move.kind) {
    case "follow":
      await followFree(deps.db, member.id, creator.id, move.source);
      return;
    case "subscribe":
      await subscribeDemo(deps, member, creator.username, move.tier, move.source);
      return;
    case "upgrade":
      if (deps.sandbox) await changeTier(deps, member.id, creator.username, { tier: move.tier });
      return;
    case "leave": {
      // The membership's own tier, not its effective one: a past day's paid period has ended by
      // today's clock, and it is billing's to end.
      const [membership] = await deps.db
        .select({ tier: memberships.tier })
        .from(memberships)
        .where(and(eq(memberships.followerId, member.id), eq(memberships.creatorId, creator.id)));
      if (membership && membership.tier !== "rookie") await leaveAtPeriodEnd(deps, member.id, creator.username);
      else await unfollow(deps.db, member.id, creator.id);
    }
  }
}
