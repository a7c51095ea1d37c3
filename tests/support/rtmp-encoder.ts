// An encoder publishing over RTMP, as OBS does: the packaged ffmpeg sends its test pattern and a
// tone in real time (H.264/AAC in FLV) to a server address and stream key.
import { spawn } from "node:child_process";
import { ffmpegBinary } from "../../src/server/adapters/ffmpeg";

export interface EncoderRun {
  /** Resolves when the encoder stops: its exit code and what it said (a refusal's reason). */
  exited: Promise<{ code: number | null; output: string }>;
  stop(): void;
}

export function publishRtmp(serverUrl: string, streamKey: string, seconds: number): EncoderRun {
  const child = spawn(
    ffmpegBinary(),
    [
      ...["-hide_banner", "-loglevel", "error", "-re", "-f", "lavfi", "-i", "testsrc=size=640x360:rate=30"],
      ...["-f", "lavfi", "-i", "sine=frequency=440", "-t", String(seconds)],
      ...["-c:v", "libx264", "-preset", "ultrafast", "-tune", "zerolatency", "-pix_fmt", "yuv420p", "-g", "30"],
      ...["-c:a", "aac", "-f", "flv", `${serverUrl}/${streamKey}`],
    ],
    { stdio: ["ignore", "ignore", "pipe"] },
  );
  let output = "";
  child.stderr.on("data", (data: Buffer) => (output += data.toString()));
  return {
    exited: new Promise((resolve) => child.once("exit", (code) => resolve({ code, output }))),
    stop: () => child.kill("SIGINT"),
  };
}
