// RTMP's chunk stream: messages (commands, audio, video) are cut into chunks of at most the
// sender's chunk size, interleaved by chunk stream id, each with a header that says only what
// changed since the previous chunk of its stream (formats 0 to 3). The reader puts messages back
// together; the writer cuts our few answers into chunks.

export interface RtmpMessage {
  typeId: number;
  streamId: number;
  /** Milliseconds, as the sender counts them. */
  timestamp: number;
  payload: Buffer;
}

export const MESSAGE_TYPE = {
  setChunkSize: 1,
  abort: 2,
  acknowledgement: 3,
  userControl: 4,
  windowAckSize: 5,
  setPeerBandwidth: 6,
  audio: 8,
  video: 9,
  dataAmf3: 15,
  commandAmf3: 17,
  data: 18,
  command: 20,
} as const;

export const DEFAULT_CHUNK_SIZE = 128;
const EXTENDED = 0xffffff;
const MESSAGE_HEADER_BYTES = [11, 7, 3, 0] as const;

export class RtmpProtocolError extends Error {}

/** What the reader remembers of one chunk stream: the last header, and a message being joined. */
interface ChunkStream {
  typeId: number;
  streamId: number;
  length: number;
  timestamp: number;
  /** The last timestamp field as sent (absolute after format 0, a delta after 1 and 2). */
  timestampField: number;
  hasExtendedTimestamp: boolean;
  parts: Buffer[];
  received: number;
}

export class ChunkReader {
  private pending: Buffer = Buffer.alloc(0);
  private chunkSize = DEFAULT_CHUNK_SIZE;
  private readonly streams = new Map<number, ChunkStream>();
  /** Bytes of messages begun and not yet complete, across all chunk streams. */
  private partialBytes = 0;

  /**
   * @param maxMessageBytes a message announced larger than this is refused (the connection ends),
   * and so are more than twice that in unfinished messages at once (many chunk streams each
   * holding part of one).
   */
  constructor(private readonly maxMessageBytes: number) {}

  /** Takes bytes off the wire; returns every message they complete. */
  push(bytes: Buffer): RtmpMessage[] {
    this.pending = this.pending.length ? Buffer.concat([this.pending, bytes]) : bytes;
    const messages: RtmpMessage[] = [];
    let offset = 0;
    for (;;) {
      const read = this.readChunk(offset);
      if (!read) break;
      offset = read.next;
      if (read.message) {
        this.apply(read.message);
        messages.push(read.message);
      }
    }
    this.pending = this.pending.subarray(offset);
    return messages;
  }

  /** The two control messages that change how the following chunks are read. */
  private apply(message: RtmpMessage) {
    if (message.typeId === MESSAGE_TYPE.setChunkSize && message.payload.length >= 4) {
      const size = message.payload.readUInt32BE() & 0x7fffffff;
      if (size < 1) throw new RtmpProtocolError("chunk size must be positive");
      this.chunkSize = size;
    } else if (message.typeId === MESSAGE_TYPE.abort && message.payload.length >= 4) {
      const stream = this.streams.get(message.payload.readUInt32BE());
      if (stream) {
        this.partialBytes -= stream.received;
        stream.parts = [];
        stream.received = 0;
      }
    }
  }

  /**
   * One chunk from `offset`, or null while it has not fully arrived. Nothing is changed until the
   * whole chunk is there, so a chunk split across TCP packets is simply read again later.
   */
  private readChunk(offset: number): { next: number; message: RtmpMessage | null } | null {
    const bytes = this.pending;
    let at = offset;
    if (bytes.length < at + 1) return null;
    const format = bytes[at]! >> 6;
    let chunkStreamId = bytes[at]! & 0x3f;
    at += 1;
    if (chunkStreamId === 0) {
      if (bytes.length < at + 1) return null;
      chunkStreamId = 64 + bytes[at]!;
      at += 1;
    } else if (chunkStreamId === 1) {
      if (bytes.length < at + 2) return null;
      chunkStreamId = 64 + bytes[at]! + bytes[at + 1]! * 256;
      at += 2;
    }
    const headerBytes = MESSAGE_HEADER_BYTES[format as 0 | 1 | 2 | 3];
    if (bytes.length < at + headerBytes) return null;

    const previous = this.streams.get(chunkStreamId);
    if (format !== 0 && !previous) throw new RtmpProtocolError(`chunk stream ${chunkStreamId} starts without a header`);
    const isContinuation = format === 3 && previous !== undefined && previous.received > 0;
    let timestampField = previous?.timestampField ?? 0;
    let length = previous?.length ?? 0;
    let typeId = previous?.typeId ?? 0;
    let streamId = previous?.streamId ?? 0;
    if (format <= 2) timestampField = bytes.readUIntBE(at, 3);
    if (format <= 1) {
      length = bytes.readUIntBE(at + 3, 3);
      typeId = bytes[at + 6]!;
    }
    if (format === 0) streamId = bytes.readUInt32LE(at + 7);
    at += headerBytes;

    const hasExtendedTimestamp = format <= 2 ? timestampField === EXTENDED : (previous?.hasExtendedTimestamp ?? false);
    if (hasExtendedTimestamp) {
      if (bytes.length < at + 4) return null;
      if (format <= 2) timestampField = bytes.readUInt32BE(at);
      at += 4;
    }
    if (length > this.maxMessageBytes) throw new RtmpProtocolError(`a message of ${length} bytes is too large`);

    const received = isContinuation ? previous.received : 0;
    const size = Math.min(this.chunkSize, length - received);
    if (bytes.length < at + size) return null;

    // The whole chunk is here: remember its header and take its payload.
    const timestamp = isContinuation
      ? previous.timestamp
      : format === 0
        ? timestampField
        : (previous!.timestamp + timestampField) >>> 0;
    const stream: ChunkStream = {
      typeId,
      streamId,
      length,
      timestamp,
      timestampField,
      hasExtendedTimestamp,
      parts: isContinuation ? previous.parts : [],
      received: received + size,
    };
    stream.parts.push(bytes.subarray(at, at + size));
    this.streams.set(chunkStreamId, stream);
    at += size;
    this.partialBytes += size;
    if (this.partialBytes > 2 * this.maxMessageBytes) throw new RtmpProtocolError("too many unfinished messages");
    if (stream.received < length) return { next: at, message: null };

    this.partialBytes -= stream.received;
    const payload = Buffer.concat(stream.parts);
    stream.parts = [];
    stream.received = 0;
    return { next: at, message: { typeId, streamId, timestamp, payload } };
  }
}

/** One message as chunks of `chunkSize`: a full header first, then continuation chunks. */
export function encodeMessage(chunkStreamId: number, message: RtmpMessage, chunkSize = DEFAULT_CHUNK_SIZE) {
  if (chunkStreamId < 2 || chunkStreamId > 63)
    throw new RtmpProtocolError("only one-byte chunk stream ids are written");
  const header = Buffer.alloc(12);
  header[0] = chunkStreamId;
  header.writeUIntBE(Math.min(message.timestamp, EXTENDED - 1), 1, 3);
  header.writeUIntBE(message.payload.length, 4, 3);
  header[7] = message.typeId;
  header.writeUInt32LE(message.streamId, 8);
  const parts: Buffer[] = [header];
  for (let offset = 0; offset < message.payload.length; offset += chunkSize) {
    if (offset > 0) parts.push(Buffer.of((3 << 6) | chunkStreamId));
    parts.push(message.payload.subarray(offset, offset + chunkSize));
  }
  return Buffer.concat(parts);
}
