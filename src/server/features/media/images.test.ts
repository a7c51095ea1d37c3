// A profile picture is decoded once, however many sizes are served of it.
import { Readable } from "node:stream";
import sharp from "sharp";
import { describe, expect, it, vi } from "vitest";
import { imageVariantKey, profileImageKinds } from "../../../domain/images";
import type { Storage } from "../../adapters/storage";
import { storeProfileImage } from "./images";

// Counts the pipelines that read the uploaded bytes themselves (a decode of the whole picture).
const decodes = vi.hoisted(() => ({ inputs: new Set<unknown>(), count: 0 }));
vi.mock("sharp", async (importOriginal) => {
  const real = (await importOriginal<{ default: typeof sharp }>()).default;
  const counting = ((...args: Parameters<typeof real>) => {
    const instance = real(...args);
    if (decodes.inputs.has(args[0])) {
      for (const method of ["toBuffer", "toFile"] as const) {
        const original = instance[method].bind(instance) as (...rest: unknown[]) => unknown;
        (instance as unknown as Record<string, unknown>)[method] = (...rest: unknown[]) => {
          decodes.count++;
          return original(...rest);
        };
      }
    }
    return instance;
  }) as typeof real;
  Object.assign(counting, real);
  return { default: counting };
});

function memoryStorage() {
  const objects = new Map<string, Buffer>();
  const storage: Storage = {
    put: async (key, body) => void objects.set(key, body as Buffer),
    moveFile: async () => {},
    copy: async () => {},
    get: async (key) => {
      const bytes = objects.get(key);
      return bytes ? { body: Readable.from(bytes), size: bytes.length, contentType: "image/webp" } : null;
    },
    stat: async (key) => (objects.has(key) ? { size: objects.get(key)!.length, contentType: "image/webp" } : null),
    delete: async (key) => void objects.delete(key),
    deletePrefix: async () => {},
    isReachable: async () => true,
    signedReadUrl: async () => null,
    mediaOrigins: [],
  };
  return { storage, objects };
}

describe("storeProfileImage", () => {
  it.each(["avatar", "cover"] as const)(
    "decodes the %s once and still stores every width at its aspect",
    async (kind) => {
      const input = await sharp({
        create: { width: 1200, height: 900, channels: 3, background: { r: 10, g: 120, b: 30 } },
      })
        .jpeg()
        .toBuffer();
      decodes.inputs.add(input);
      decodes.count = 0;
      const { storage, objects } = memoryStorage();

      const baseKey = await storeProfileImage(storage, kind, "user-1", input);

      expect(decodes.count).toBe(1);
      const { widths, aspect } = profileImageKinds[kind];
      for (const width of Object.values(widths)) {
        const variant = objects.get(imageVariantKey(baseKey, width));
        expect(await sharp(variant).metadata()).toMatchObject({
          width,
          height: Math.round(width / aspect),
          format: "webp",
        });
      }
    },
  );
});
