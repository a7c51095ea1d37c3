// Pictures for tests: a real, valid PNG whose canvas is huge but whose file is tiny (one colour
// compresses to almost nothing), the shape of a decompression bomb; and a phone's photo with the
// EXIF that must never reach another person.
import { deflateSync } from "node:zlib";
import sharp from "sharp";

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer) {
  let c = 0xffffffff;
  for (const byte of bytes) c = crcTable[(c ^ byte) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typed = Buffer.concat([Buffer.from(type, "ascii"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, crc]);
}

/** A black 8-bit greyscale PNG of this size: width × height pixels in a few dozen KB. */
export function blankPng(width: number, height: number) {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 0; // greyscale
  // Each row: filter byte 0, then one zero byte per pixel.
  const pixels = deflateSync(Buffer.alloc((width + 1) * height), { level: 9 });
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", pixels),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

/**
 * A 40 × 30 JPEG whose EXIF names the camera ("PhoneMaker", "Pocket 9") and a GPS position;
 * `orientation` adds the camera's "turn to view" (6: 90° clockwise).
 */
export function cameraPhoto({
  background = { r: 200, g: 80, b: 30 },
  orientation,
}: { background?: { r: number; g: number; b: number }; orientation?: number } = {}) {
  const photo = sharp({ create: { width: 40, height: 30, channels: 3, background } })
    .jpeg()
    .withExif({
      IFD0: { Make: "PhoneMaker", Model: "Pocket 9" },
      IFD3: {
        GPSLatitudeRef: "N",
        GPSLatitude: "48/1 51/1 2950/100",
        GPSLongitudeRef: "E",
        GPSLongitude: "2/1 21/1 700/100",
      },
    });
  return (orientation ? photo.withMetadata({ orientation }) : photo).toBuffer();
}
