// Recognises an upload's real type from its first bytes, whatever its name or declared type says.

const startsWith = (bytes: Uint8Array, signature: number[], offset = 0) =>
  signature.every((byte, index) => bytes[offset + index] === byte);

const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

/** The MIME type the bytes really hold among those we accept, or null. Needs the first 16 bytes. */
export function sniffMimeType(head: Uint8Array): string | null {
  if (startsWith(head, [0xff, 0xd8, 0xff])) return "image/jpeg";
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "image/png";
  if (startsWith(head, ascii("RIFF")) && startsWith(head, ascii("WEBP"), 8)) return "image/webp";
  if (startsWith(head, ascii("RIFF")) && startsWith(head, ascii("AVI "), 8)) return "video/x-msvideo";
  if (startsWith(head, [0x1a, 0x45, 0xdf, 0xa3])) return "video/webm";
  if (startsWith(head, ascii("OggS"))) return "video/ogg";
  if (startsWith(head, ascii("ftyp"), 4)) {
    const brand = String.fromCharCode(...head.slice(8, 12));
    return brand === "qt  " ? "video/quicktime" : "video/mp4";
  }
  return null;
}

export const SNIFF_BYTES = 16;
