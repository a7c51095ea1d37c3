// What the video feature offers other features: a stored recording becomes a video post, and
// the job that makes every video post's streaming files, and the size of its queue (metrics).
export { createProcessingVideoPost } from "./create";
export { runTranscodes, transcodeJob, type VideoDeps } from "./job";
export { transcodeQueueSize, type TranscodeQueueSize } from "./queue-size";
export { TRANSCODE_JOB } from "../content";
