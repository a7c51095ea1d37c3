import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isProfileComplete, type CompletenessFields, type CreatorCard } from "../../../domain/creators";
import { creatorProfiles, profiles } from "../../db/schema";
import { createUser, signIn } from "../../../../tests/support/factories";
import { createTestApp, type TestApp } from "../../../../tests/support/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const DAY = 86_400_000;
const baseTime = Date.now() - 30 * DAY;

interface CreatorSetup extends Partial<Omit<CompletenessFields, "username">> {
  daysAgo: number;
  username: string;
}

/** An influencer with the given profile, written the way a profile save does (completeness kept as a column). */
async function createCreator({ daysAgo, username, ...fields }: CreatorSetup) {
  const user = await createUser(t, { role: "influencer", username });
  const profile = {
    bio: fields.bio ?? `${username} coaches strength and mobility.`,
    location: fields.location ?? "Austin, TX",
    age: fields.age === undefined ? 30 : fields.age,
    avatarKey: fields.avatarKey === undefined ? `avatars/${user.id}/pic` : fields.avatarKey,
  };
  const proPriceCents = fields.proPriceCents ?? 999;
  await t.db.update(profiles).set(profile).where(eq(profiles.userId, user.id));
  await t.db
    .update(creatorProfiles)
    .set({
      categories: ["strength_training"],
      proPriceCents,
      isComplete: isProfileComplete({ ...profile, username, proPriceCents }),
      createdAt: new Date(baseTime + (30 - daysAgo) * DAY),
    })
    .where(eq(creatorProfiles.userId, user.id));
  return user;
}

const featuredUsernames = async (cookie?: string) => {
  const response = await t.request("GET", "/api/creators/featured", { cookie });
  expect(response.status).toBe(200);
  return (response.json.creators as CreatorCard[]).map((creator) => creator.username);
};

describe("GET /api/creators/featured", () => {
  it("answers an empty list while no creator has a complete profile", async () => {
    await createCreator({ username: "no_picture_yet", daysAgo: 0, avatarKey: null });
    const response = await t.request("GET", "/api/creators/featured");
    expect(response.status).toBe(200);
    expect(response.json).toEqual({ creators: [] });
  });

  describe("with more complete creators than fit", () => {
    let newest: Awaited<ReturnType<typeof createCreator>>;
    beforeAll(async () => {
      await createCreator({ username: "oldest_complete", daysAgo: 10 });
      await createCreator({ username: "older_complete", daysAgo: 8 });
      await createCreator({ username: "mid_complete", daysAgo: 6 });
      await createCreator({ username: "newer_complete", daysAgo: 4 });
      newest = await createCreator({ username: "newest_complete", daysAgo: 2 });
      // Newer than every complete one, but each misses one required field.
      await createCreator({ username: "no_bio", daysAgo: 1, bio: "" });
      await createCreator({ username: "no_location", daysAgo: 1, location: "" });
      await createCreator({ username: "no_age", daysAgo: 1, age: null });
      await createUser(t, { role: "follower", username: "just_a_follower" });
    });

    it("lists only complete profiles, at most four, newest first", async () => {
      expect(await featuredUsernames()).toEqual([
        "newest_complete",
        "newer_complete",
        "mid_complete",
        "older_complete",
      ]);
    });

    it("sends each creator as a public card with picture URLs and no private fields", async () => {
      const [card] = (await t.request("GET", "/api/creators/featured")).json.creators as CreatorCard[];
      expect(card).toEqual({
        username: "newest_complete",
        bio: "newest_complete coaches strength and mobility.",
        location: "Austin, TX",
        categories: ["strength_training"],
        avatarUrls: {
          sm: expect.stringMatching(/^\/api\/media\/public\/avatars\/.+-96\.webp$/),
          md: expect.stringMatching(/^\/api\/media\/public\/avatars\/.+-256\.webp$/),
          lg: expect.stringMatching(/^\/api\/media\/public\/avatars\/.+-512\.webp$/),
        },
        proPriceCents: 999,
        subscriberCount: 0,
        averageRating: null,
        ratingCount: 0,
        // No verified payouts yet: the card offers the free follow only.
        takesPaidMembers: false,
      });
    });

    it("answers every viewer the same, so the list can be cached publicly", async () => {
      const anonymous = await t.request("GET", "/api/creators/featured");
      expect(anonymous.headers.get("cache-control")).toContain("public");

      const follower = await createUser(t, { role: "follower" });
      expect(await featuredUsernames(await signIn(t, follower))).toEqual(await featuredUsernames());
      // A creator sees themself among the featured, like everyone else does.
      expect(await featuredUsernames(await signIn(t, newest))).toEqual(await featuredUsernames());
    });
  });
});
