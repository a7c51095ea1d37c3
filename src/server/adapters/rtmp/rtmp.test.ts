// The RTMP pieces an encoder's bytes go through: AMF0 commands, the chunk stream (split anywhere
// by TCP, interleaved, re-sized, with long timestamps), FLV tags, and a connection that breaks the
// protocol. A whole publish from a real encoder is in features/live-sessions/obs-ingest.test.ts.
import { connect } from "node:net";
import { describe, expect, it } from "vitest";
import { decodeAmf0, encodeAmf0 } from "./amf0";
import { ChunkReader, encodeMessage, MESSAGE_TYPE, RtmpProtocolError } from "./chunks";
import { flvTag } from "./flv";
import { startRtmpServer } from "./server";

describe("AMF0", () => {
  it("reads back a command as encoders write it", () => {
    const payload = encodeAmf0("connect", 1, { app: "live", tcUrl: "rtmp://host/live", fpad: false }, null);
    expect(decodeAmf0(payload)).toEqual(["connect", 1, { app: "live", tcUrl: "rtmp://host/live", fpad: false }, null]);
  });

  it("reads an ECMA array (onMetaData) and refuses a value cut short", () => {
    const ecma = Buffer.concat([Buffer.of(0x08, 0, 0, 0, 1), encodeAmf0({ width: 1280 }).subarray(1)]);
    expect(decodeAmf0(ecma)).toEqual([{ width: 1280 }]);
    expect(() => decodeAmf0(encodeAmf0("publish").subarray(0, 4))).toThrow("cut short");
  });
});

describe("the chunk stream", () => {
  const video = { typeId: MESSAGE_TYPE.video, streamId: 1, timestamp: 40, payload: Buffer.alloc(700, 7) };
  const audio = { typeId: MESSAGE_TYPE.audio, streamId: 1, timestamp: 23, payload: Buffer.alloc(300, 3) };

  it("puts messages back together however TCP splits the bytes", () => {
    const wire = Buffer.concat([encodeMessage(6, video), encodeMessage(4, audio)]);
    for (const step of [1, 5, 129, wire.length]) {
      const reader = new ChunkReader(1024 * 1024);
      const messages = [];
      for (let at = 0; at < wire.length; at += step) messages.push(...reader.push(wire.subarray(at, at + step)));
      expect(messages).toEqual([video, audio]);
    }
  });

  it("follows the sender's chunk size, timestamp deltas and extended timestamps", () => {
    const reader = new ChunkReader(1024 * 1024);
    const setChunkSize = Buffer.alloc(4);
    setChunkSize.writeUInt32BE(4096);
    reader.push(
      encodeMessage(2, { typeId: MESSAGE_TYPE.setChunkSize, streamId: 0, timestamp: 0, payload: setChunkSize }),
    );
    // Format 0 with an extended timestamp (over 4.6 hours), then format 2 adding a 33 ms delta.
    const header = Buffer.alloc(16);
    header[0] = 6;
    header.writeUIntBE(0xffffff, 1, 3);
    header.writeUIntBE(3000, 4, 3);
    header[7] = MESSAGE_TYPE.video;
    header.writeUInt32LE(1, 8);
    header.writeUInt32BE(20_000_000, 12);
    const next = Buffer.concat([Buffer.of((2 << 6) | 6), Buffer.from([0, 0, 33])]);
    const messages = reader.push(Buffer.concat([header, Buffer.alloc(3000, 1), next, Buffer.alloc(3000, 2)]));
    expect(messages.map((message) => [message.timestamp, message.payload.length, message.payload[0]])).toEqual([
      [20_000_000, 3000, 1],
      [20_000_033, 3000, 2],
    ]);
  });

  it("refuses a message larger than its limit, too many unfinished ones, and a stream that starts without a header", () => {
    expect(() => new ChunkReader(500).push(encodeMessage(6, video))).toThrow(RtmpProtocolError);
    // Each of many chunk streams starts a 700-byte message and sends only its first 128 bytes.
    const starts = Array.from({ length: 20 }, (_, i) => encodeMessage(4 + i, video).subarray(0, 12 + 128));
    expect(() => new ChunkReader(1000).push(Buffer.concat(starts))).toThrow("unfinished");
    expect(() => new ChunkReader(1024).push(Buffer.of((3 << 6) | 6, 1, 2, 3))).toThrow(RtmpProtocolError);
  });
});

describe("FLV tags", () => {
  it("carry the type, size, timestamp (its upper byte apart) and the tag's size after it", () => {
    const tag = flvTag(9, 0x01020304, Buffer.from("abc"));
    expect([...tag.subarray(0, 11)]).toEqual([9, 0, 0, 3, 0x02, 0x03, 0x04, 0x01, 0, 0, 0]);
    expect(tag.subarray(11, 14).toString()).toBe("abc");
    expect(tag.readUInt32BE(14)).toBe(14);
  });
});

describe("the listener", () => {
  it("drops a connection that does not speak RTMP, and keeps serving others", async () => {
    const server = await startRtmpServer({
      port: 0,
      host: "127.0.0.1",
      onPublish: () => Promise.resolve({ refused: "no" }),
      onError: () => undefined,
    });
    const closedAfter = (bytes: Buffer) =>
      new Promise<boolean>((resolve) => {
        const socket = connect(server.port, "127.0.0.1", () => socket.write(bytes));
        socket.on("data", () => undefined);
        socket.on("close", () => resolve(true));
      });
    expect(await closedAfter(Buffer.concat([Buffer.from("GET / HTTP/1.1\r\n"), Buffer.alloc(1600)]))).toBe(true);
    expect(await closedAfter(Buffer.concat([Buffer.of(3), Buffer.alloc(1536 * 2), Buffer.of(0xc6, 1)]))).toBe(true);
    await server.close();
  });
});
