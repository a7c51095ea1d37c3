// RTMP ingest: what an encoder like OBS speaks, turned into FLV for the live transcoder.
export type { PublishDecision, RtmpPublish, RtmpSink } from "./connection";
export { startRtmpServer, type RtmpServer } from "./server";
