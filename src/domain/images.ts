// Profile pictures and covers: accepted types, size limits and the widths we serve.

export const imageMimeTypes = ["image/jpeg", "image/png", "image/webp"] as const;
export type ImageMimeType = (typeof imageMimeTypes)[number];

const MB = 1024 * 1024;

export const profileImageKinds = {
  avatar: { maxBytes: 5 * MB, widths: { sm: 96, md: 256, lg: 512 }, aspect: 1 },
  cover: { maxBytes: 10 * MB, widths: { sm: 640, md: 1280, lg: 1920 }, aspect: 3 },
} as const;
export type ProfileImageKind = keyof typeof profileImageKinds;

/**
 * The most pixels any picture we decode may have (profile images, post images, thumbnails): a
 * small compressed file can hold a huge canvas, so the limit is on pixels, not bytes.
 */
export const MAX_IMAGE_PIXELS = 40_000_000;

/** How many pictures one user may upload per hour (every decode costs the server real work). */
export const IMAGE_UPLOADS_PER_HOUR = 30;
export type ImageSize = "sm" | "md" | "lg";
export type ImageUrls = Record<ImageSize, string>;

/** Storage key of one served variant of an uploaded image. */
export const imageVariantKey = (baseKey: string, width: number) => `public/${baseKey}-${width}.webp`;

/** Public URLs of every variant, or null when there is no picture. */
export function imageUrls(kind: ProfileImageKind, baseKey: string | null | undefined): ImageUrls | null {
  if (!baseKey) return null;
  const { widths } = profileImageKinds[kind];
  return {
    sm: `/api/media/${imageVariantKey(baseKey, widths.sm)}`,
    md: `/api/media/${imageVariantKey(baseKey, widths.md)}`,
    lg: `/api/media/${imageVariantKey(baseKey, widths.lg)}`,
  };
}
