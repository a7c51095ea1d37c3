// Tier access on every content endpoint: who gets the whole post and who only its teaser.
// Each viewer is tried against a rookie, a PRO and an ALL STAR video post of one creator.
// "Tier or purchase": a Rookie who bought the PRO post opens exactly that one; a purchase
// whose money went back (refunded) opens nothing. A gift of PRO opens exactly PRO while its time
// runs, and nothing once it is over.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Tier } from "../../../domain/memberships";
import { createPost, postRow, storedBytes } from "../../../../tests/support/content-factories";
import { createUser, signIn } from "../../../../tests/support/factories";
import { createMembership } from "../../../../tests/support/membership-factories";
import { createTestApp, type TestApp } from "../../../../tests/support/test-app";
import { redeemedGift } from "../../../../tests/support/gift-factories";
import { purchases } from "../../db/schema";

type Viewer =
  | "visitor"
  | "non_member"
  | "rookie"
  | "pro"
  | "all_star"
  | "buyer"
  | "refunded_buyer"
  | "gifted"
  | "gift_ended"
  | "other_creator"
  | "owner";

let t: TestApp;
const cookies = {} as Record<Viewer, string | undefined>;
const postIds = {} as Record<Tier, string>;
const DESCRIPTION: Record<Tier, string> = {
  rookie: "Warm-up for everyone",
  pro: "The PRO strength block",
  all_star: "The ALL STAR secret program",
};

beforeAll(async () => {
  t = await createTestApp();
  const owner = await createUser(t, { role: "influencer", username: "coach_matrix" });
  const other = await createUser(t, { role: "influencer" });
  const followers = {
    non_member: await createUser(t),
    rookie: await createUser(t),
    pro: await createUser(t),
    all_star: await createUser(t),
    buyer: await createUser(t),
    refunded_buyer: await createUser(t),
    gifted: await createUser(t),
    gift_ended: await createUser(t),
  };
  for (const tier of ["rookie", "pro", "all_star"] as const) {
    await createMembership(t, followers[tier].id, owner.id, tier);
    const post = await createPost(t, owner, {
      type: "video",
      requiredTier: tier,
      title: `${tier} session`,
      description: DESCRIPTION[tier],
      withThumbnail: true,
    });
    postIds[tier] = post.id;
  }
  // Bought through checkout elsewhere (pay-per-view.test.ts); here only what a purchase opens.
  for (const [buyer, status] of [
    ["buyer", "paid"],
    ["refunded_buyer", "refunded"],
  ] as const) {
    await createMembership(t, followers[buyer].id, owner.id, "rookie");
    await t.db.insert(purchases).values({
      kind: "post",
      provider: "sandbox",
      sessionId: `cs_sbx_matrix_${buyer}`,
      paymentId: `pi_sbx_matrix_${buyer}`,
      followerId: followers[buyer].id,
      creatorId: owner.id,
      postId: postIds.pro,
      amountCents: 499,
      status,
      paidAt: new Date(),
    });
  }
  // Redeemed elsewhere (gifts.test.ts); here only what a gift's time opens, as the sync derives it.
  const DAY = 86_400_000;
  for (const [member, startsAt, endsAt] of [
    ["gifted", new Date(Date.now() - DAY), new Date(Date.now() + 30 * DAY)],
    ["gift_ended", new Date(Date.now() - 31 * DAY), new Date(Date.now() - 1000)],
  ] as const) {
    await redeemedGift(t, { member: followers[member], creatorId: owner.id, tier: "pro", startsAt, endsAt });
  }
  cookies.visitor = undefined;
  cookies.owner = await signIn(t, owner);
  cookies.other_creator = await signIn(t, other);
  for (const key of [
    "non_member",
    "rookie",
    "pro",
    "all_star",
    "buyer",
    "refunded_buyer",
    "gifted",
    "gift_ended",
  ] as const)
    cookies[key] = await signIn(t, followers[key]);
});
afterAll(() => t.close());

// Whether each viewer may open each tier's post; everyone else sees a teaser.
const opens: Record<Viewer, Record<Tier, boolean>> = {
  visitor: { rookie: true, pro: false, all_star: false },
  non_member: { rookie: true, pro: false, all_star: false },
  rookie: { rookie: true, pro: false, all_star: false },
  pro: { rookie: true, pro: true, all_star: false },
  all_star: { rookie: true, pro: true, all_star: true },
  buyer: { rookie: true, pro: true, all_star: false },
  refunded_buyer: { rookie: true, pro: false, all_star: false },
  gifted: { rookie: true, pro: true, all_star: false },
  gift_ended: { rookie: true, pro: false, all_star: false },
  other_creator: { rookie: true, pro: false, all_star: false },
  owner: { rookie: true, pro: true, all_star: true },
};
const cases = (Object.keys(opens) as Viewer[]).flatMap((viewer) =>
  (["rookie", "pro", "all_star"] as const).map((tier) => ({ viewer, tier, open: opens[viewer][tier] })),
);
const lockedStatus = (viewer: Viewer) => (viewer === "visitor" ? 401 : 403);

/** What an open card and a locked teaser must and must not carry. */
function expectCardFor(card: Record<string, unknown>, tier: Tier, open: boolean) {
  const id = postIds[tier];
  expect(card).toMatchObject({ id, title: `${tier} session`, type: "video", requiredTier: tier, isLocked: !open });
  if (open) {
    expect(card.description).toBe(DESCRIPTION[tier]);
    expect(card.mediaUrl).toBe(`/api/posts/${id}/media`);
    expect(card.thumbnailUrl).toMatch(new RegExp(`^/api/posts/${id}/thumbnail\\?v=`));
  } else {
    expect(card.description).toBeNull();
    expect(card.mediaUrl).toBeNull();
    expect(card.thumbnailUrl).toMatch(/^\/api\/media\/public\/teasers\/[\w-]+\.webp$/);
    const text = JSON.stringify(card);
    expect(text).not.toContain(DESCRIPTION[tier]);
    expect(text).not.toContain('/media"');
    expect(text).not.toContain("/thumbnail");
    expect(text).not.toContain("private/");
  }
}

describe("GET /api/posts/:id", () => {
  it.each(cases)("$viewer on a $tier post: open=$open", async ({ viewer, tier, open }) => {
    const response = await t.request("GET", `/api/posts/${postIds[tier]}`, { cookie: cookies[viewer] });
    expect(response.status).toBe(200);
    expectCardFor(response.json, tier, open);
  });
});

describe("GET /api/creators/:username/posts", () => {
  it.each(cases)("$viewer sees the $tier post with open=$open", async ({ viewer, tier, open }) => {
    const response = await t.request("GET", "/api/creators/coach_matrix/posts", { cookie: cookies[viewer] });
    expect(response.status).toBe(200);
    const card = response.json.posts.find((post: { id: string }) => post.id === postIds[tier]);
    expectCardFor(card, tier, open);
  });
});

describe("GET /api/posts/:id/media and /thumbnail", () => {
  it.each(cases)("$viewer on a $tier post: open=$open", async ({ viewer, tier, open }) => {
    const row = await postRow(t, postIds[tier]);
    for (const file of ["media", "thumbnail"] as const) {
      const response = await t.app.request(`/api/posts/${postIds[tier]}/${file}`, {
        headers: cookies[viewer] ? { cookie: cookies[viewer] } : {},
      });
      if (open) {
        expect(response.status).toBe(200);
        const key = file === "media" ? row!.mediaKey! : row!.thumbnailKey!;
        expect(Buffer.from(await response.arrayBuffer()).equals((await storedBytes(t, key))!)).toBe(true);
      } else {
        expect(response.status).toBe(lockedStatus(viewer));
        expect(((await response.json()) as { error: { code: string } }).error.code).toBe("membership_required");
      }
    }
  });

  it("serves the teaser of a locked post to anyone, blurred and small, not the thumbnail itself", async () => {
    const card = (await t.request("GET", `/api/posts/${postIds.all_star}`)).json;
    const teaser = await t.app.request(card.thumbnailUrl);
    expect(teaser.status).toBe(200);
    expect(teaser.headers.get("content-type")).toBe("image/webp");
    const owned = await t.app.request(`/api/posts/${postIds.all_star}/thumbnail`, {
      headers: { cookie: cookies.owner! },
    });
    expect(Buffer.from(await teaser.arrayBuffer()).equals(Buffer.from(await owned.arrayBuffer()))).toBe(false);
  });
});

describe("GET /api/me/feed", () => {
  it.each(cases.filter((row) => ["rookie", "pro", "all_star", "buyer", "refunded_buyer"].includes(row.viewer)))(
    "$viewer member sees the $tier post with open=$open",
    async ({ viewer, tier, open }) => {
      const response = await t.request("GET", "/api/me/feed", { cookie: cookies[viewer] });
      expect(response.status).toBe(200);
      const card = response.json.posts.find((post: { id: string }) => post.id === postIds[tier]);
      expectCardFor(card, tier, open);
    },
  );

  it.each(["non_member", "other_creator", "owner"] as const)(
    "%s, with no membership, gets an empty feed",
    async (viewer) => {
      const response = await t.request("GET", "/api/me/feed", { cookie: cookies[viewer] });
      expect(response.status).toBe(200);
      expect(response.json.posts).toEqual([]);
    },
  );

  it("asks a visitor to log in", async () => {
    const response = await t.request("GET", "/api/me/feed");
    expect(response.status).toBe(401);
  });
});

describe("POST /api/posts/:id/views", () => {
  it.each(cases)("$viewer on a $tier post: open=$open", async ({ viewer, tier, open }) => {
    const before = (await postRow(t, postIds[tier]))!.viewCount;
    const response = await t.request("POST", `/api/posts/${postIds[tier]}/views`, { cookie: cookies[viewer] });
    const after = (await postRow(t, postIds[tier]))!.viewCount;
    if (!open) {
      expect(response.status).toBe(lockedStatus(viewer));
      expect(response.json.error.code).toBe("membership_required");
      expect(after).toBe(before);
      return;
    }
    expect(response.status).toBe(204);
    // Visitors cannot be counted once a day, and a creator's own plays are not views.
    expect(after).toBe(viewer === "visitor" || viewer === "owner" ? before : before + 1);
  });
});
