// Demo posts: every creator a demo follower is a member of has text, image and video posts at
// each tier (FREE, PRO, ALL STAR), published over the last three months, so each member's feed
// and each profile's Content tab show what tiers unlock. Pictures are drawn locally as SVG and
// videos are one short clip recorded from a canvas (demo-clip.webm, 24 kB): nothing is downloaded.
import { randomUUID } from "node:crypto";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { postSchema, type PostInput } from "../../../domain/content";
import type { Tier } from "../../../domain/memberships";
import type { AppDeps } from "../../context";
import { createPost } from "../../features/content/post-writes";
import { runTranscodes } from "../../features/video";
import { uploadStorageKey } from "../../features/uploads/service";
import { posts, uploads } from "../schema";
import { APP_ROOT } from "../../lib/app-root";

type Colors = [string, string];

/**
 * `daysAgo`: when it was published. `artwork`: an image post's picture, or a video's thumbnail;
 * `moreArtwork`: the rest of an image post's gallery.
 */
export type DemoPost = Omit<PostInput, "mediaUploadId" | "imageUploadIds" | "thumbnailUploadId" | "requiredTier"> & {
  requiredTier: Tier;
  daysAgo: number;
  artwork?: Colors;
  moreArtwork?: Colors[];
};

const CLIP_SECONDS = 3;

export const demoPosts: Record<string, DemoPost[]> = {
  maya_strong: [
    {
      daysAgo: 84,
      title: "Why I squat three times a week",
      category: "workout",
      type: "text",
      requiredTier: "rookie",
      description:
        "Frequency beats heroics: three moderate squat sessions teach the pattern faster than one brutal one, and you recover between them.",
    },
    {
      daysAgo: 70,
      title: "Squat depth checklist",
      category: "workout",
      type: "image",
      requiredTier: "pro",
      description:
        "Hip crease below the knee, knees over toes, chest proud: the five checks I run on every client video.",
      artwork: ["#f97316", "#7c2d12"],
    },
    {
      daysAgo: 56,
      title: "Deadlift setup, step by step",
      category: "workout",
      type: "video",
      requiredTier: "all_star",
      description: "Bar over mid-foot, hinge, grip, pull the slack out, push the floor away.",
      artwork: ["#fb923c", "#431407"],
    },
    {
      daysAgo: 41,
      title: "Bracing in 60 seconds",
      category: "workout",
      type: "video",
      requiredTier: "rookie",
      description: "Breathe into your belt, not your chest: the one cue that protects your back on every lift.",
      artwork: ["#fdba74", "#9a3412"],
    },
    {
      daysAgo: 27,
      title: "My 8-week beginner strength block",
      category: "workout",
      type: "text",
      requiredTier: "pro",
      description:
        "Three full-body days a week: squat, press, pull and carry, adding 2.5 kg when every set moves fast.",
    },
    {
      daysAgo: 13,
      title: "Meet-day warm-up card",
      category: "motivation",
      type: "image",
      requiredTier: "all_star",
      // Pay-per-view too: a member below ALL STAR can buy just this card.
      unlockPriceCents: 499,
      description: "The exact warm-up attempts and timings I use before a competition opener.",
      artwork: ["#ea580c", "#1c1917"],
    },
    {
      daysAgo: 4,
      title: "Deload weeks are training too",
      category: "recovery",
      type: "text",
      requiredTier: "rookie",
      description: "Every fifth week I halve the sets and keep the weights: you come back stronger, not rusty.",
    },
  ],
  leo_flow: [
    {
      daysAgo: 86,
      title: "Ten-minute morning flow",
      category: "workout",
      type: "video",
      requiredTier: "rookie",
      description: "Cat-cow, down dog, low lunge, twist: wake the spine before coffee.",
      artwork: ["#14b8a6", "#134e4a"],
    },
    {
      daysAgo: 68,
      title: "Hip mobility for lifters and runners",
      category: "workout",
      type: "text",
      requiredTier: "pro",
      description: "90/90 switches, couch stretch and deep squat holds: ten minutes after training, four days a week.",
    },
    {
      daysAgo: 52,
      title: "Five poses for desk days",
      category: "workout",
      type: "image",
      requiredTier: "rookie",
      description: "Print it and do one pose every hour you sit.",
      artwork: ["#2dd4bf", "#115e59"],
    },
    {
      daysAgo: 37,
      title: "Shoulder opener sequence",
      category: "workout",
      type: "video",
      requiredTier: "pro",
      description: "Thread the needle, puppy pose and wall slides for shoulders that reach overhead again.",
      artwork: ["#5eead4", "#0f766e"],
    },
    {
      daysAgo: 22,
      title: "Breath ladder chart",
      category: "recovery",
      type: "image",
      requiredTier: "all_star",
      description: "Four counts in, six out, then climb: the ladder I teach the surf team before heats.",
      artwork: ["#99f6e4", "#134e4a"],
    },
    {
      daysAgo: 9,
      title: "A week of mobility, planned",
      category: "workout",
      type: "text",
      requiredTier: "all_star",
      description:
        "Seven short sessions that rotate hips, spine and shoulders, with the days that pair with hard training.",
    },
  ],
  run_with_ana: [
    {
      daysAgo: 88,
      title: "Your first 5K in eight weeks",
      category: "workout",
      type: "text",
      requiredTier: "rookie",
      description: "Run-walk intervals three times a week, one minute longer each week: no heroics, just consistency.",
    },
    {
      daysAgo: 74,
      title: "Pace chart for every goal",
      category: "workout",
      type: "image",
      requiredTier: "pro",
      description: "Easy, tempo and interval paces for 5K to marathon goal times, on one page.",
      artwork: ["#3b82f6", "#1e3a8a"],
    },
    {
      daysAgo: 58,
      title: "Running drills: A-skips to strides",
      category: "workout",
      type: "video",
      requiredTier: "rookie",
      description: "The six drills I do before every quality session.",
      artwork: ["#60a5fa", "#1e40af"],
    },
    {
      daysAgo: 43,
      title: "My Boston build, week by week",
      category: "workout",
      type: "text",
      requiredTier: "all_star",
      description: "Sixteen weeks of mileage, long runs and workouts, with what I would change next time.",
    },
    {
      daysAgo: 29,
      title: "Hill repeats, filmed on the course",
      category: "workout",
      type: "video",
      requiredTier: "pro",
      description: "Drive the arms, short quick steps, jog down easy: eight times 60 seconds.",
      artwork: ["#93c5fd", "#172554"],
    },
    {
      daysAgo: 15,
      title: "Race-week fuelling plan",
      category: "nutrition",
      type: "image",
      requiredTier: "all_star",
      description: "Carbohydrate targets day by day, and the breakfast I eat three hours before the gun.",
      artwork: ["#2563eb", "#0c0a09"],
    },
    {
      daysAgo: 3,
      title: "Easy days should feel easy",
      category: "recovery",
      type: "text",
      requiredTier: "rookie",
      description: "If you can't chat, slow down. Easy miles build the engine that hard days use.",
    },
  ],
  zen_camille: [
    {
      daysAgo: 82,
      title: "Three breaths before bed",
      category: "recovery",
      type: "text",
      requiredTier: "rookie",
      description: "Lie down, hand on belly, exhale longer than you inhale. Three times. Then sleep.",
    },
    {
      daysAgo: 66,
      title: "Pilates core series for back health",
      category: "workout",
      type: "video",
      requiredTier: "pro",
      description: "Dead bugs, bird dogs and the hundred, slowly: a stronger centre for a calmer back.",
      artwork: ["#a855f7", "#4c1d95"],
    },
    {
      daysAgo: 49,
      title: "Posture check at the desk",
      category: "lifestyle",
      type: "image",
      requiredTier: "rookie",
      description: "Feet flat, screen at eye level, elbows soft: the set-up I give every studio client.",
      artwork: ["#c084fc", "#581c87"],
    },
    {
      daysAgo: 33,
      title: "Yin for stiff hips, 20 minutes",
      category: "recovery",
      type: "video",
      requiredTier: "all_star",
      description: "Butterfly, dragon and sleeping swan, three minutes each, with props.",
      artwork: ["#d8b4fe", "#3b0764"],
    },
    {
      daysAgo: 18,
      title: "Why slow is strong",
      category: "motivation",
      type: "text",
      requiredTier: "pro",
      description: "Control through the whole range builds the strength that keeps you out of pain.",
    },
    {
      daysAgo: 6,
      title: "Evening wind-down ritual",
      category: "recovery",
      type: "image",
      requiredTier: "all_star",
      description: "Lights low, legs up the wall, magnesium and a page of a paper book.",
      artwork: ["#9333ea", "#1e1b4b"],
    },
  ],
  coach_dre: [
    {
      daysAgo: 80,
      title: "Sprint warm-up you can do anywhere",
      category: "workout",
      type: "text",
      requiredTier: "rookie",
      description: "A-skips, B-skips, high knees and three build-ups: 10 minutes that make every session safer.",
    },
    {
      daysAgo: 62,
      title: "Trap-bar jump progression",
      category: "workout",
      type: "image",
      requiredTier: "pro",
      description: "Four weeks from bodyweight jumps to loaded trap-bar jumps.",
      artwork: ["#eab308", "#713f12"],
    },
    {
      daysAgo: 45,
      title: "My 12-week speed block",
      category: "workout",
      type: "text",
      requiredTier: "all_star",
      description: "The exact plan my collegiate athletes run before testing day, with the numbers.",
    },
    {
      daysAgo: 30,
      title: "Acceleration: the first three steps",
      category: "workout",
      type: "video",
      requiredTier: "rookie",
      description: "Push, don't reach: shin angles and arm drive for a faster start.",
      artwork: ["#facc15", "#854d0e"],
    },
    {
      daysAgo: 11,
      title: "Block starts, filmed from the side",
      category: "workout",
      type: "video",
      requiredTier: "all_star",
      description: "Set position, reaction and the first stride, slowed down and explained.",
      artwork: ["#fde047", "#422006"],
    },
  ],
  sofia_hiit: [
    {
      daysAgo: 40,
      title: "25-minute living-room HIIT",
      category: "workout",
      type: "text",
      requiredTier: "rookie",
      description: "40 seconds on, 20 off: squats, push-ups, mountain climbers, lunges, burpees. Five rounds.",
    },
    {
      daysAgo: 25,
      title: "Tabata finisher cheat sheet",
      category: "motivation",
      type: "image",
      requiredTier: "pro",
      description: "Print it, stick it on the fridge, do it after every session.",
      artwork: ["#ec4899", "#831843"],
    },
    {
      daysAgo: 10,
      title: "Recovery days done right",
      category: "recovery",
      type: "text",
      requiredTier: "all_star",
      description: "How I plan mobility, sleep and easy cardio between hard days.",
    },
  ],
  chef_marco_fit: [
    {
      daysAgo: 35,
      title: "The 20-minute protein pasta",
      category: "nutrition",
      type: "text",
      requiredTier: "rookie",
      description: "Chickpea pasta, tuna, cherry tomatoes, capers, lemon: 45 g of protein per plate.",
    },
    {
      daysAgo: 14,
      title: "Batch-cooking Sunday plan",
      category: "nutrition",
      type: "image",
      requiredTier: "pro",
      description: "Five lunches and five dinners in two hours.",
      artwork: ["#22c55e", "#14532d"],
      moreArtwork: [
        ["#f97316", "#7c2d12"],
        ["#0ea5e9", "#0c4a6e"],
      ],
    },
  ],
  plantpower_kai: [
    {
      daysAgo: 28,
      title: "Hitting protein on plants",
      category: "nutrition",
      type: "text",
      requiredTier: "rookie",
      description: "Tofu, tempeh, seitan, lentils and a scoop of pea protein: a day that reaches 140 g.",
    },
    {
      daysAgo: 8,
      title: "Plant-based bulking grocery list",
      category: "supplements",
      type: "image",
      requiredTier: "pro",
      description: "Everything in my cart for a lean bulk.",
      artwork: ["#84cc16", "#365314"],
    },
  ],
};

const artworkSvg = ([
  from,
  to,
]: Colors) => `<svg xmlns="http://www.w3.org/2000/svg" width="1280" height="720" viewBox="0 0 1280 720">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
  <rect width="1280" height="720" fill="url(#g)"/>
  <circle cx="980" cy="200" r="160" fill="#fff" fill-opacity="0.15"/><circle cx="260" cy="560" r="220" fill="#fff" fill-opacity="0.1"/>
  <rect x="180" y="300" width="920" height="36" rx="18" fill="#fff" fill-opacity="0.35"/>
  <rect x="180" y="370" width="640" height="36" rx="18" fill="#fff" fill-opacity="0.25"/>
</svg>`;

type PostDeps = Pick<AppDeps, "db" | "storage" | "logger" | "jobs" | "config">;

/** The same path a real upload takes: a stored, recorded upload a post then attaches. */
async function storeUpload(
  deps: PostDeps,
  creatorId: string,
  kind: "image" | "video" | "thumbnail",
  file: Buffer,
  mimeType: string,
) {
  const id = randomUUID();
  const storageKey = uploadStorageKey(creatorId, id);
  await deps.storage.put(storageKey, file, mimeType);
  await deps.db.insert(uploads).values({ id, ownerId: creatorId, kind, storageKey, mimeType, sizeBytes: file.length });
  return id;
}

const drawArtwork = (colors: Colors) =>
  sharp(Buffer.from(artworkSvg(colors)))
    .webp({ quality: 80 })
    .toBuffer();

let clip: Promise<Buffer> | undefined;
// From the checkout's root: `npm start` runs the seed from the server bundle in dist/server.
const demoClip = () => (clip ??= readFile(path.join(APP_ROOT, "src/server/db/seed/demo-clip.webm")));

/** Publishes one demo post of the creator through the content feature, with its files. */
export async function publishDemoPost(
  deps: PostDeps,
  creatorId: string,
  { artwork, moreArtwork, daysAgo: _daysAgo, ...post }: DemoPost,
) {
  const files: Partial<PostInput> = {};
  if (post.type === "image") {
    const pictures = await Promise.all([artwork!, ...(moreArtwork ?? [])].map(drawArtwork));
    files.imageUploadIds = [];
    for (const picture of pictures)
      files.imageUploadIds.push(await storeUpload(deps, creatorId, "image", picture, "image/webp"));
  } else if (post.type === "video") {
    files.mediaUploadId = await storeUpload(deps, creatorId, "video", await demoClip(), "video/webm");
    if (artwork)
      files.thumbnailUploadId = await storeUpload(
        deps,
        creatorId,
        "thumbnail",
        await drawArtwork(artwork),
        "image/webp",
      );
    files.durationSeconds = CLIP_SECONDS;
  }
  const created = await createPost(deps, creatorId, postSchema.parse({ ...post, ...files }));
  if (post.type !== "video") return created;
  // A video post is processing until its renditions exist; the demo's are made at once, as the
  // job would (the clip is tiny), so the demo plays them with the streaming player.
  await runTranscodes(deps);
  const [row] = await deps.db.select({ status: posts.status }).from(posts).where(eq(posts.id, created.id));
  return { ...created, status: row?.status ?? created.status };
}
