// The browser-side check of a chosen picture, with the same limits the server enforces.
import { imageMimeTypes, profileImageKinds, type ImageMimeType, type ProfileImageKind } from "../../../domain/images";

export type ImageFileProblem =
  { key: "profiles.photos.errors.type" } | { key: "profiles.photos.errors.size"; maxMb: number };

export const maxMegabytes = (kind: ProfileImageKind) => profileImageKinds[kind].maxBytes / (1024 * 1024);

export function checkImageFile(kind: ProfileImageKind, file: File): ImageFileProblem | null {
  if (!imageMimeTypes.includes(file.type as ImageMimeType)) return { key: "profiles.photos.errors.type" };
  if (file.size > profileImageKinds[kind].maxBytes)
    return { key: "profiles.photos.errors.size", maxMb: maxMegabytes(kind) };
  return null;
}

export const acceptedImageTypes = imageMimeTypes.join(",");
