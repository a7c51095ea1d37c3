import { readdir } from "node:fs/promises";
import path from "node:path";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CreatorCard } from "../../../domain/creators";
import type { CreatorProfileInput } from "../../../domain/profile-settings";
import { creatorProfiles, profiles } from "../../db/schema";
import { createUser, signIn } from "../../../../tests/support/factories";
import { createTestApp, type TestApp } from "../../../../tests/support/test-app";

let t: TestApp;
beforeAll(async () => {
  // Many short-lived accounts sign in here; the sign-in rate limit is not under test.
  t = await createTestApp({ env: { AUTH_RATE_LIMIT: "1000" } });
});
afterAll(() => t.close());

const MB = 1024 * 1024;

async function signedIn(role: "influencer" | "follower") {
  const user = await createUser(t, { role });
  return { user, cookie: await signIn(t, user) };
}

const validCreatorProfile = (overrides: Partial<CreatorProfileInput> = {}): CreatorProfileInput => ({
  philosophy: "Lift heavy, rest well.",
  certifications: ["NASM CPT"],
  hobbies: ["Climbing"],
  achievements: ["Deadlift 200 kg"],
  supplements: [],
  categories: ["strength_training"],
  proPriceCents: 999,
  allStarPriceCents: 1999,
  ...overrides,
});

/** Sends a file as the raw request body, the way the settings screen uploads it. */
async function uploadImage(kind: string, body: Buffer, contentType: string, cookie?: string) {
  const response = await t.app.request(`/api/me/profile/images/${kind}`, {
    method: "PUT",
    headers: { "content-type": contentType, ...(cookie ? { cookie } : {}) },
    body: new Uint8Array(body),
  });
  return { status: response.status, json: (await response.json()) as any };
}

const pngOf = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 60, b: 40 } } })
    .png()
    .toBuffer();

async function storedFiles() {
  const root = path.join(t.deps.config.dataDir, "uploads");
  try {
    return (await readdir(root, { recursive: true, withFileTypes: true }))
      .filter((entry) => entry.isFile())
      .map((entry) => entry.name);
  } catch {
    return [];
  }
}

describe("who may read and change a profile", () => {
  it("asks a signed-out caller to sign in for every profile endpoint", async () => {
    expect((await t.request("GET", "/api/me/profile")).status).toBe(401);
    expect((await t.request("PATCH", "/api/me/profile", { body: { bio: "x" } })).status).toBe(401);
    expect((await t.request("PUT", "/api/me/profile/creator", { body: validCreatorProfile() })).status).toBe(401);
    const upload = await uploadImage("avatar", await pngOf(64, 64), "image/png");
    expect(upload.status).toBe(401);
    expect(upload.json.error.code).toBe("unauthenticated");
  });

  it("refuses a creator profile to a follower", async () => {
    const { cookie } = await signedIn("follower");
    const response = await t.request("PUT", "/api/me/profile/creator", { cookie, body: validCreatorProfile() });
    expect(response.status).toBe(403);
    expect(response.json.error.code).toBe("forbidden");
    expect((await t.request("GET", "/api/me/profile", { cookie })).json.creator).toBeNull();
  });

  it("writes only the signed-in user's own row, whatever the body names", async () => {
    const me = await signedIn("influencer");
    const other = await signedIn("influencer");
    const before = await t.request("GET", "/api/me/profile", { cookie: other.cookie });

    const patched = await t.request("PATCH", "/api/me/profile", {
      cookie: me.cookie,
      body: { bio: "Mine", userId: other.user.id, username: other.user.username },
    });
    expect(patched.status).toBe(200);
    expect(patched.json.username).toBe(me.user.username);
    const saved = await t.request("PUT", "/api/me/profile/creator", {
      cookie: me.cookie,
      body: { ...validCreatorProfile({ philosophy: "Mine too" }), userId: other.user.id },
    });
    expect(saved.status).toBe(200);

    const after = await t.request("GET", "/api/me/profile", { cookie: other.cookie });
    expect(after.json).toEqual(before.json);
    const mine = await t.request("GET", "/api/me/profile", { cookie: me.cookie });
    expect(mine.json).toMatchObject({ bio: "Mine", creator: { philosophy: "Mine too" } });
  });

  it("answers the caller's own profile with their account and creator fields", async () => {
    const { user, cookie } = await signedIn("influencer");
    const response = await t.request("GET", "/api/me/profile", { cookie });
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(response.json).toMatchObject({
      username: user.username,
      email: user.email,
      role: "influencer",
      bio: "",
      location: "",
      age: null,
      avatarUrls: null,
      coverUrls: null,
      creator: { proPriceCents: 999, allStarPriceCents: 1999, isComplete: false, supplements: [] },
    });
  });
});

describe("PATCH /api/me/profile (auto-save of bio, location, age)", () => {
  it("saves only the fields sent, trimmed", async () => {
    const { cookie } = await signedIn("follower");
    await t.request("PATCH", "/api/me/profile", { cookie, body: { bio: "  Runner  ", location: "Lyon" } });
    const response = await t.request("PATCH", "/api/me/profile", { cookie, body: { age: 34 } });
    expect(response.status).toBe(200);
    expect(response.json).toMatchObject({ bio: "Runner", location: "Lyon", age: 34 });
  });

  it.each([
    [12, 400],
    [13, 200],
    [120, 200],
    [121, 400],
    [30.5, 400],
    ["30", 400],
    [null, 200],
  ])("age %j answers %i", async (age, status) => {
    const { cookie } = await signedIn("follower");
    const response = await t.request("PATCH", "/api/me/profile", { cookie, body: { age } });
    expect(response.status).toBe(status);
    if (status === 400) {
      expect(response.json.error.code).toBe("validation_failed");
      expect(response.json.error.details.fields.age).toBe("validation.ageInvalid");
    } else {
      expect(response.json.age).toBe(age);
    }
  });

  it("rejects a bio longer than 1000 characters on its field", async () => {
    const { cookie } = await signedIn("follower");
    const response = await t.request("PATCH", "/api/me/profile", { cookie, body: { bio: "x".repeat(1001) } });
    expect(response.status).toBe(400);
    expect(response.json.error.details.fields.bio).toBe("validation.tooLong");
  });
});

describe("PUT /api/me/profile/creator", () => {
  const save = async (body: unknown) => {
    const { cookie } = await signedIn("influencer");
    return t.request("PUT", "/api/me/profile/creator", { cookie, body });
  };

  it.each([
    ["PRO 4.98", 400, { proPriceCents: 498 }, "proPriceCents"],
    ["PRO 4.99", 200, { proPriceCents: 499 }, null],
    ["PRO 99.99", 200, { proPriceCents: 9999 }, null],
    ["PRO 100.00", 400, { proPriceCents: 10000 }, "proPriceCents"],
    ["ALL STAR 4.98", 400, { allStarPriceCents: 498 }, "allStarPriceCents"],
    ["ALL STAR 100.00", 400, { allStarPriceCents: 10000 }, "allStarPriceCents"],
    ["PRO 0 (a non-numeric price)", 400, { proPriceCents: 0 }, "proPriceCents"],
  ] as const)("%s answers %i", async (_name, status, prices, field) => {
    const response = await save(validCreatorProfile(prices));
    expect(response.status).toBe(status);
    if (field) {
      expect(response.json.error.details.fields[field]).toBe("validation.priceRange");
    } else {
      expect(response.json.creator).toMatchObject(prices);
    }
  });

  it("rejects cents that are not whole numbers", async () => {
    const response = await save(validCreatorProfile({ proPriceCents: 999.5 }));
    expect(response.status).toBe(400);
    expect(response.json.error.details.fields.proPriceCents).toBe("validation.priceInvalid");
  });

  it("trims list items and drops empty ones", async () => {
    const response = await save(
      validCreatorProfile({
        certifications: ["  NASM CPT ", "", "   "],
        hobbies: [" Surfing"],
        achievements: ["", "Ironman "],
      }),
    );
    expect(response.status).toBe(200);
    expect(response.json.creator).toMatchObject({
      certifications: ["NASM CPT"],
      hobbies: ["Surfing"],
      achievements: ["Ironman"],
    });
  });

  it("drops blank supplements, defaults the rest and gives each an id", async () => {
    const response = await save(
      validCreatorProfile({
        supplements: [
          { name: "   ", category: "vitamins" },
          { name: " Whey ", benefits: [" recovery ", "", "protein"], referralLink: "https://shop.example/whey" },
        ],
      }),
    );
    expect(response.status).toBe(200);
    const supplements = response.json.creator.supplements;
    expect(supplements).toHaveLength(1);
    expect(supplements[0]).toMatchObject({
      name: "Whey",
      brand: "",
      category: "protein",
      benefits: ["recovery", "protein"],
      imageUrl: "",
      referralLink: "https://shop.example/whey",
    });
    expect(supplements[0].id).toEqual(expect.any(String));
  });

  it("refuses a supplement with details but no name with 400, naming the field, and saves nothing", async () => {
    const { user, cookie } = await signedIn("influencer");
    const response = await t.request("PUT", "/api/me/profile/creator", {
      cookie,
      body: validCreatorProfile({
        philosophy: "Not saved either.",
        supplements: [{ name: "Creatine" }, { name: "  ", brand: "Nameless", dosage: "5 g" }],
      }),
    });
    expect(response.status).toBe(400);
    expect(response.json.error.code).toBe("validation_failed");
    expect(response.json.error.details.fields).toEqual({ "supplements.1.name": "profiles.supplements.nameRequired" });
    const [stored] = await t.db
      .select({ philosophy: creatorProfiles.philosophy })
      .from(creatorProfiles)
      .where(eq(creatorProfiles.userId, user.id));
    expect(stored?.philosophy).not.toBe("Not saved either.");
  });

  it("keeps a supplement's id across saves", async () => {
    const { cookie } = await signedIn("influencer");
    const first = await t.request("PUT", "/api/me/profile/creator", {
      cookie,
      body: validCreatorProfile({ supplements: [{ name: "Creatine" }] }),
    });
    const [created] = first.json.creator.supplements;
    const second = await t.request("PUT", "/api/me/profile/creator", {
      cookie,
      body: validCreatorProfile({ supplements: [{ ...created, dosage: "5 g" }] }),
    });
    expect(second.json.creator.supplements).toEqual([{ ...created, dosage: "5 g" }]);
  });

  it.each([
    ["imageUrl", "not a url"],
    ["referralLink", "javascript:alert(1)"],
    ["referralLink", "ftp://files.example/x"],
  ] as const)("rejects a bad %s (%s) on its field", async (field, value) => {
    const response = await save(validCreatorProfile({ supplements: [{ name: "Whey", [field]: value }] }));
    expect(response.status).toBe(400);
    expect(response.json.error.details.fields[`supplements.0.${field}`]).toBe("validation.urlInvalid");
  });

  it("rejects an unknown category and an unknown supplement category", async () => {
    expect((await save(validCreatorProfile({ categories: ["crossfit" as never] }))).status).toBe(400);
    expect(
      (await save(validCreatorProfile({ supplements: [{ name: "Whey", category: "candy" as never }] }))).status,
    ).toBe(400);
  });
});

describe("profile pictures", () => {
  it("stores a real PNG and serves its variants at the returned URLs with long cache headers", async () => {
    const { cookie } = await signedIn("follower");
    const response = await uploadImage("avatar", await pngOf(600, 400), "image/png", cookie);
    expect(response.status).toBe(200);
    expect(response.json.kind).toBe("avatar");
    const { urls } = response.json;
    expect(Object.keys(urls).sort()).toEqual(["lg", "md", "sm"]);

    for (const [size, width] of [
      ["sm", 96],
      ["md", 256],
      ["lg", 512],
    ] as const) {
      const served = await t.app.request(urls[size]);
      expect(served.status).toBe(200);
      expect(served.headers.get("content-type")).toBe("image/webp");
      expect(served.headers.get("cache-control")).toContain("max-age=31536000");
      const meta = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
      expect(meta).toMatchObject({ format: "webp", width, height: width });
    }
    expect((await t.request("GET", "/api/me/profile", { cookie })).json.avatarUrls).toEqual(urls);
  });

  it("replaces the cover and removes the old picture", async () => {
    const { cookie } = await signedIn("follower");
    const first = await uploadImage("cover", await pngOf(900, 300), "image/png", cookie);
    const second = await uploadImage("cover", await pngOf(900, 300), "image/png", cookie);
    expect(second.status).toBe(200);
    expect(second.json.urls.md).not.toBe(first.json.urls.md);
    expect((await t.app.request(first.json.urls.md)).status).toBe(404);
    expect((await t.app.request(second.json.urls.md)).status).toBe(200);
  });

  it("judges the type by content: a text file named .png is refused with 415", async () => {
    const { user, cookie } = await signedIn("follower");
    const response = await uploadImage("avatar", Buffer.from("just some text, not a picture"), "image/png", cookie);
    expect(response.status).toBe(415);
    expect(response.json.error.code).toBe("unsupported_file_type");
    const [profile] = await t.db.select().from(profiles).where(eq(profiles.userId, user.id));
    expect(profile?.avatarKey).toBeNull();
  });

  it("answers 400 invalid_image for a file that starts like a PNG but is broken", async () => {
    const { cookie } = await signedIn("follower");
    const broken = Buffer.concat([(await pngOf(50, 50)).subarray(0, 40), Buffer.alloc(200, 7)]);
    const response = await uploadImage("avatar", broken, "image/png", cookie);
    expect(response.status).toBe(400);
    expect(response.json.error.code).toBe("invalid_image");
  });

  it.each([
    ["avatar", 5],
    ["cover", 10],
  ] as const)("refuses a picture of kind %s over %i MB with 413 and stores nothing", async (kind, megabytes) => {
    const { user, cookie } = await signedIn("follower");
    const filesBefore = await storedFiles();
    const oversized = Buffer.concat([await pngOf(10, 10), Buffer.alloc(megabytes * MB)]);
    const response = await uploadImage(kind, oversized, "image/png", cookie);
    expect(response.status).toBe(413);
    expect(response.json.error.code).toBe("file_too_large");
    expect(await storedFiles()).toEqual(filesBefore);
    const [profile] = await t.db.select().from(profiles).where(eq(profiles.userId, user.id));
    expect(profile?.avatarKey).toBeNull();
    expect(profile?.coverKey).toBeNull();
  });

  it("answers 404 for an unknown image kind", async () => {
    const { cookie } = await signedIn("follower");
    expect((await uploadImage("banner", await pngOf(10, 10), "image/png", cookie)).status).toBe(404);
  });
});

describe("becoming listed in explore", () => {
  it("lists a creator once bio, location, age, picture and a PRO price are all set", async () => {
    const { user, cookie } = await signedIn("influencer");
    const listed = async () => {
      const response = await t.request("GET", "/api/creators");
      expect(response.status).toBe(200);
      return (response.json.creators as CreatorCard[]).map((creator) => creator.username);
    };

    await t.request("PATCH", "/api/me/profile", {
      cookie,
      body: { bio: "Strength coach", location: "Austin, TX", age: 31 },
    });
    await t.request("PUT", "/api/me/profile/creator", { cookie, body: validCreatorProfile({ proPriceCents: 1299 }) });
    expect(await listed()).not.toContain(user.username);
    expect((await t.request("GET", "/api/me/profile", { cookie })).json.creator.isComplete).toBe(false);

    expect((await uploadImage("avatar", await pngOf(300, 300), "image/png", cookie)).status).toBe(200);
    expect(await listed()).toContain(user.username);
    const own = await t.request("GET", "/api/me/profile", { cookie });
    expect(own.json.creator.isComplete).toBe(true);
    const [row] = await t.db.select().from(creatorProfiles).where(eq(creatorProfiles.userId, user.id));
    expect(row?.isComplete).toBe(true);

    // Clearing a required field takes the creator off the list again.
    await t.request("PATCH", "/api/me/profile", { cookie, body: { location: "" } });
    expect(await listed()).not.toContain(user.username);
  });
});
