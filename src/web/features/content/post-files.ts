// Which files a post takes, checked in the browser before anything is sent (the server checks the real type again).
import { uploadLimits, type UploadKind } from "../../../domain/content";

// Some systems give no type for .mov or .avi files; their extension says it.
const typeByExtension: Record<string, string> = {
  mp4: "video/mp4",
  m4v: "video/mp4",
  webm: "video/webm",
  ogv: "video/ogg",
  ogg: "video/ogg",
  mov: "video/quicktime",
  avi: "video/x-msvideo",
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  png: "image/png",
  webp: "image/webp",
};

export const acceptFor = (kind: UploadKind) => {
  const types: readonly string[] = uploadLimits[kind].mimeTypes;
  const extensions = Object.entries(typeByExtension)
    .filter(([, type]) => types.includes(type))
    .map(([extension]) => `.${extension}`);
  return [...types, ...extensions].join(",");
};

export const maxMegabytes = (kind: UploadKind) => uploadLimits[kind].maxBytes / (1024 * 1024);

export function mimeTypeOf(file: File): string {
  if (file.type) return file.type;
  const extension = file.name.split(".").pop()?.toLowerCase() ?? "";
  return typeByExtension[extension] ?? "";
}

/** The file with a type the server understands (a browser may leave it empty). */
export function withMimeType(file: File): File {
  const type = mimeTypeOf(file);
  return type === file.type ? file : new File([file], file.name, { type, lastModified: file.lastModified });
}

export type FileProblem = "type" | "size" | null;

export function checkFile(kind: UploadKind, file: File): FileProblem {
  if (!(uploadLimits[kind].mimeTypes as readonly string[]).includes(mimeTypeOf(file))) return "type";
  return file.size > uploadLimits[kind].maxBytes ? "size" : null;
}

export function formatBytes(bytes: number, locale: string) {
  const units = ["byte", "kilobyte", "megabyte", "gigabyte"] as const;
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  return new Intl.NumberFormat(locale, {
    style: "unit",
    unit: units[unit],
    unitDisplay: "short",
    maximumFractionDigits: unit >= 2 ? 1 : 0,
  }).format(value);
}
