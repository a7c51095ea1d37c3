// ffmpeg, the one program that reads and writes video here: its binary, probing and running it.
export { ffmpegBinary } from "./binary";
export { inputArgs, NotAVideoError, parseProbe, probeVideo, type VideoProbe } from "./probe";
export { FfmpegError, runFfmpeg, type RunOptions } from "./run";
