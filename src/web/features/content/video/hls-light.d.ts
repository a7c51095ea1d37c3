// hls.js's light build (no alternate audio, in-stream subtitles or DRM, none of which our streams
// use; captions are <track> elements) ships without its own types: they are the full build's.
declare module "hls.js/light" {
  export { default } from "hls.js";
}
