// FLV, the file form of what RTMP carries: a header, then each audio, video and metadata message
// as a tag with its timestamp. ffmpeg reads it from a pipe as it arrives (`-f flv -i pipe:0`).

/** "FLV", version 1, audio and video present, a 9-byte header, then the first (empty) tag size. */
export const FLV_HEADER = Buffer.from([0x46, 0x4c, 0x56, 0x01, 0x05, 0, 0, 0, 0x09, 0, 0, 0, 0]);

export const FLV_TAG_TYPES = new Set([8, 9, 18]);

export function flvTag(typeId: number, timestamp: number, payload: Buffer) {
  const header = Buffer.alloc(11);
  header[0] = typeId;
  header.writeUIntBE(payload.length, 1, 3);
  header.writeUIntBE(timestamp & 0xffffff, 4, 3);
  header[7] = (timestamp >>> 24) & 0xff;
  // Bytes 8-10: the stream id, always 0 in a file.
  const size = Buffer.alloc(4);
  size.writeUInt32BE(11 + payload.length);
  return Buffer.concat([header, payload, size]);
}
