// What the video feature offers other features: a stored recording becomes a video post, and
// the job that makes every video post's streaming files.
export { createProcessingVideoPost } from "./create";
export { runTranscodes, transcodeJob, type VideoDeps } from "./job";
export { TRANSCODE_JOB } from "../content";
