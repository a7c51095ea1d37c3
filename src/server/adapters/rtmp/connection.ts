// One encoder's RTMP connection (OBS, ffmpeg, a phone app): the handshake, the commands a
// publisher sends (connect, createStream, publish), then its audio and video as FLV for the sink
// the publish was accepted with. Playing is not offered: members watch the HLS the app makes.
import { randomBytes } from "node:crypto";
import type { Socket } from "node:net";
import { decodeAmf0, encodeAmf0, type Amf0Object, type Amf0Value } from "./amf0";
import { ChunkReader, encodeMessage, MESSAGE_TYPE, type RtmpMessage } from "./chunks";
import { FLV_HEADER, FLV_TAG_TYPES, flvTag } from "./flv";

const VERSION = 3;
const HANDSHAKE_BYTES = 1536;
const WINDOW_ACK_SIZE = 5_000_000;
const PUBLISH_STREAM_ID = 1;
/** Chunk stream ids of our answers: protocol control, commands, the published stream's status. */
const CONTROL_CHUNKS = 2;
const COMMAND_CHUNKS = 3;
const STATUS_CHUNKS = 5;
/** `@setDataFrame`, which encoders put before the metadata; a file's metadata tag starts after it. */
const SET_DATA_FRAME = encodeAmf0("@setDataFrame");

export interface RtmpPublish {
  /** The application in the encoder's server URL (`rtmp://host:port/<app>`). */
  app: string;
  /** The stream key: the name published, without any `?query` an encoder adds. */
  streamKey: string;
  /** Ends the encoder's connection: the stream is no longer wanted (the session ended). */
  disconnect(): void;
}

/** Where an accepted publish goes: FLV bytes as they arrive, then close when the encoder stops. */
export interface RtmpSink {
  write(flv: Buffer): void;
  close(): void;
}

export type PublishDecision = { sink: RtmpSink } | { refused: string };

export interface ConnectionOptions {
  onPublish(publish: RtmpPublish): Promise<PublishDecision>;
  onError(error: unknown): void;
  maxMessageBytes: number;
}

const control = (typeId: number, payload: Buffer) =>
  encodeMessage(CONTROL_CHUNKS, { typeId, streamId: 0, timestamp: 0, payload });

const uint32 = (value: number) => {
  const bytes = Buffer.alloc(4);
  bytes.writeUInt32BE(value >>> 0);
  return bytes;
};

const status = (level: "status" | "error", code: string, description: string): Amf0Object => ({
  level,
  code,
  description,
});

export function handleRtmpConnection(socket: Socket, options: ConnectionOptions) {
  const reader = new ChunkReader(options.maxMessageBytes);
  let phase: "c0c1" | "c2" | "chunks" = "c0c1";
  let handshake: Buffer = Buffer.alloc(0);
  let app = "";
  let publishState: "none" | "deciding" | "publishing" | "done" = "none";
  let sink: RtmpSink | null = null;
  let bytesIn = 0;
  let acknowledged = 0;
  let ackWindow = 0;

  const command = (chunkStreamId: number, streamId: number, ...values: Amf0Value[]) =>
    socket.write(
      encodeMessage(chunkStreamId, {
        typeId: MESSAGE_TYPE.command,
        streamId,
        timestamp: 0,
        payload: encodeAmf0(...values),
      }),
    );

  /** The published stream's status: the refusal an encoder shows, or the start it waits for. */
  const publishStatus = (transactionId: Amf0Value, info: Amf0Object) =>
    command(STATUS_CHUNKS, PUBLISH_STREAM_ID, "onStatus", transactionId, null, info);

  const stopPublishing = () => {
    if (publishState === "done") return;
    publishState = "done";
    sink?.close();
    sink = null;
  };

  const publish = async (transactionId: Amf0Value, name: Amf0Value) => {
    if (publishState !== "none") return;
    publishState = "deciding";
    const streamKey = typeof name === "string" ? name.split("?")[0]! : "";
    const decision = await options.onPublish({ app, streamKey, disconnect: () => socket.end() });
    if (socket.destroyed || publishState !== "deciding") {
      if ("sink" in decision) decision.sink.close();
      return;
    }
    if ("refused" in decision) {
      publishStatus(transactionId, status("error", "NetStream.Publish.BadName", decision.refused));
      publishState = "done";
      socket.end();
      return;
    }
    sink = decision.sink;
    publishState = "publishing";
    sink.write(FLV_HEADER);
    // Stream Begin, then the status every encoder waits for before it sends media.
    socket.write(control(MESSAGE_TYPE.userControl, Buffer.concat([Buffer.of(0, 0), uint32(PUBLISH_STREAM_ID)])));
    publishStatus(
      transactionId,
      status("status", "NetStream.Publish.Start", `${streamKey.slice(0, 8)}… is now published.`),
    );
  };

  const onCommand = (message: RtmpMessage) => {
    // An AMF3 command is an AMF0 one behind a format byte.
    const payload = message.typeId === MESSAGE_TYPE.commandAmf3 ? message.payload.subarray(1) : message.payload;
    const [name, transactionId = 0, commandObject, ...args] = decodeAmf0(payload);
    switch (name) {
      case "connect": {
        const requested = (commandObject ?? {}) as Amf0Object;
        app = typeof requested.app === "string" ? requested.app.replace(/\/+$/, "") : "";
        socket.write(control(MESSAGE_TYPE.windowAckSize, uint32(WINDOW_ACK_SIZE)));
        socket.write(control(MESSAGE_TYPE.setPeerBandwidth, Buffer.concat([uint32(WINDOW_ACK_SIZE), Buffer.of(2)])));
        command(
          COMMAND_CHUNKS,
          0,
          "_result",
          transactionId,
          { fmsVer: "FMS/3,0,1,123", capabilities: 31 },
          {
            ...status("status", "NetConnection.Connect.Success", "Connection succeeded."),
            objectEncoding: 0,
          },
        );
        return;
      }
      case "createStream":
        command(COMMAND_CHUNKS, 0, "_result", transactionId, null, PUBLISH_STREAM_ID);
        return;
      case "publish":
        void publish(transactionId, args[0]).catch((error: unknown) => {
          options.onError(error);
          socket.destroy();
        });
        return;
      case "FCUnpublish":
      case "deleteStream":
      case "closeStream":
        stopPublishing();
        return;
      default:
        // releaseStream, FCPublish, _checkbw and the like need no answer from a server that only ingests.
        return;
    }
  };

  const onMessage = (message: RtmpMessage) => {
    if (message.typeId === MESSAGE_TYPE.windowAckSize && message.payload.length >= 4) {
      ackWindow = message.payload.readUInt32BE();
    } else if (message.typeId === MESSAGE_TYPE.command || message.typeId === MESSAGE_TYPE.commandAmf3) {
      onCommand(message);
    } else if (publishState === "publishing" && sink && FLV_TAG_TYPES.has(message.typeId)) {
      const isDataFrame =
        message.typeId === MESSAGE_TYPE.data &&
        message.payload.subarray(0, SET_DATA_FRAME.length).equals(SET_DATA_FRAME);
      const payload = isDataFrame ? message.payload.subarray(SET_DATA_FRAME.length) : message.payload;
      sink.write(flvTag(message.typeId, message.timestamp, payload));
    }
  };

  const onChunks = (bytes: Buffer) => {
    for (const message of reader.push(bytes)) onMessage(message);
    // The encoder sent its window: it expects to hear back after each window of bytes.
    if (ackWindow > 0 && bytesIn - acknowledged >= ackWindow) {
      acknowledged = bytesIn;
      socket.write(control(MESSAGE_TYPE.acknowledgement, uint32(bytesIn)));
    }
  };

  const onData = (data: Buffer) => {
    bytesIn += data.length;
    if (phase === "chunks") return onChunks(data);
    handshake = Buffer.concat([handshake, data]);
    if (phase === "c0c1") {
      if (handshake.length < 1 + HANDSHAKE_BYTES) return;
      if (handshake[0] !== VERSION) throw new Error(`RTMP version ${handshake[0]} is not supported`);
      const c1 = handshake.subarray(1, 1 + HANDSHAKE_BYTES);
      // S1: our time and zeros (no digest: a plain handshake, which encoders accept), then S2 echoes C1.
      const s1 = Buffer.concat([Buffer.alloc(8), randomBytes(HANDSHAKE_BYTES - 8)]);
      socket.write(Buffer.concat([Buffer.of(VERSION), s1, c1]));
      handshake = handshake.subarray(1 + HANDSHAKE_BYTES);
      phase = "c2";
    }
    if (phase === "c2" && handshake.length >= HANDSHAKE_BYTES) {
      const rest = handshake.subarray(HANDSHAKE_BYTES);
      handshake = Buffer.alloc(0);
      phase = "chunks";
      if (rest.length) onChunks(rest);
    }
  };

  socket.on("data", (data: Buffer) => {
    try {
      onData(data);
    } catch (error) {
      options.onError(error);
      socket.destroy();
    }
  });
  socket.on("close", stopPublishing);
  socket.on("error", () => socket.destroy());
  return {
    isPublishing: () => publishState === "publishing",
  };
}
