// Demo posts for creators the browser tests do not count posts of: a free text post, a PRO
// image post (artwork drawn locally; one is a gallery of three) and an ALL STAR post each, so tier
// gating shows in the demo.
import { randomUUID } from "node:crypto";
import sharp from "sharp";
import { postSchema, type PostInput } from "../../../domain/content";
import type { AppDeps } from "../../lib/context";
import { createPost } from "../../features/content/post-writes";
import { uploadStorageKey } from "../../features/uploads/service";
import { uploads } from "../schema";

/** `artwork`: an image post's picture; `moreArtwork`: the rest of its gallery. */
type DemoPost = Omit<PostInput, "mediaUploadId" | "imageUploadIds"> & { artwork?: [string, string]; moreArtwork?: [string, string][] };

export const demoPosts: Record<string, DemoPost[]> = {
  coach_dre: [
    { title: "Sprint warm-up you can do anywhere", category: "workout", type: "text", requiredTier: "rookie", description: "A-skips, B-skips, high knees and three build-ups: 10 minutes that make every session safer." },
    { title: "Trap-bar jump progression", category: "workout", type: "image", requiredTier: "pro", description: "Four weeks from bodyweight jumps to loaded trap-bar jumps.", artwork: ["#eab308", "#713f12"] },
    { title: "My 12-week speed block", category: "workout", type: "text", requiredTier: "all_star", description: "The exact plan my collegiate athletes run before testing day, with the numbers." },
  ],
  sofia_hiit: [
    { title: "25-minute living-room HIIT", category: "workout", type: "text", requiredTier: "rookie", description: "40 seconds on, 20 off: squats, push-ups, mountain climbers, lunges, burpees. Five rounds." },
    { title: "Tabata finisher cheat sheet", category: "motivation", type: "image", requiredTier: "pro", description: "Print it, stick it on the fridge, do it after every session.", artwork: ["#ec4899", "#831843"] },
    { title: "Recovery days done right", category: "recovery", type: "text", requiredTier: "all_star", description: "How I plan mobility, sleep and easy cardio between hard days." },
  ],
  chef_marco_fit: [
    { title: "The 20-minute protein pasta", category: "nutrition", type: "text", requiredTier: "rookie", description: "Chickpea pasta, tuna, cherry tomatoes, capers, lemon: 45 g of protein per plate." },
    { title: "Batch-cooking Sunday plan", category: "nutrition", type: "image", requiredTier: "pro", description: "Five lunches and five dinners in two hours.", artwork: ["#22c55e", "#14532d"], moreArtwork: [["#f97316", "#7c2d12"], ["#0ea5e9", "#0c4a6e"]] },
  ],
  plantpower_kai: [
    { title: "Hitting protein on plants", category: "nutrition", type: "text", requiredTier: "rookie", description: "Tofu, tempeh, seitan, lentils and a scoop of pea protein: a day that reaches 140 g." },
    { title: "Plant-based bulking grocery list", category: "supplements", type: "image", requiredTier: "pro", description: "Everything in my cart for a lean bulk.", artwork: ["#84cc16", "#365314"] },
  ],
};

const artworkSvg = ([from, to]: [string, string]) => `<svg xmlns="http://www.w3.org/2000/svg" width="1280" height="720" viewBox="0 0 1280 720">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
  <rect width="1280" height="720" fill="url(#g)"/>
  <circle cx="980" cy="200" r="160" fill="#fff" fill-opacity="0.15"/><circle cx="260" cy="560" r="220" fill="#fff" fill-opacity="0.1"/>
  <rect x="180" y="300" width="920" height="36" rx="18" fill="#fff" fill-opacity="0.35"/>
  <rect x="180" y="370" width="640" height="36" rx="18" fill="#fff" fill-opacity="0.25"/>
</svg>`;

export async function seedDemoPosts(deps: Pick<AppDeps, "db" | "storage" | "logger" | "jobs">, creatorIds: Map<string, string>) {
  for (const [username, posts] of Object.entries(demoPosts)) {
    const creatorId = creatorIds.get(username);
    if (!creatorId) continue;
    for (const { artwork, moreArtwork, ...post } of posts) {
      const imageUploadIds: string[] = [];
      for (const colors of artwork ? [artwork, ...(moreArtwork ?? [])] : []) {
        // The same path a real upload takes: a stored, recorded upload the post then attaches.
        const uploadId = randomUUID();
        const image = await sharp(Buffer.from(artworkSvg(colors))).webp({ quality: 80 }).toBuffer();
        const storageKey = uploadStorageKey(creatorId, uploadId);
        await deps.storage.put(storageKey, image, "image/webp");
        await deps.db.insert(uploads).values({ id: uploadId, ownerId: creatorId, kind: "image", storageKey, mimeType: "image/webp", sizeBytes: image.length });
        imageUploadIds.push(uploadId);
      }
      await createPost(deps, creatorId, postSchema.parse({ ...post, ...(imageUploadIds.length > 0 && { imageUploadIds }) }));
    }
  }
}
