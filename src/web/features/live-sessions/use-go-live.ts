// Going live from the browser: the camera and microphone, recorded by MediaRecorder in WebM chunks
// of half a second, each sent over a WebSocket to the server's ffmpeg (features/live-sessions/
// ingest.ts on the server). The preview shows the camera itself, so it has no delay.
import { useCallback, useEffect, useRef, useState } from "react";

export type GoLiveState =
  "idle" | "starting" | "live" | "stopping" | "cameraFailed" | "refused" | "connectionLost" | "notSupported";

/** Short chunks keep the delay low: ffmpeg cuts 1 s segments from what arrives. */
const CHUNK_MS = 500;

const webmType = () =>
  ["video/webm;codecs=vp8,opus", "video/webm;codecs=vp9,opus", "video/webm"].find((type) =>
    MediaRecorder.isTypeSupported(type),
  );

export function useGoLive(sessionId: string) {
  const [state, setState] = useState<GoLiveState>("idle");
  const preview = useRef<HTMLVideoElement | null>(null);
  const media = useRef<MediaStream | null>(null);
  const recorder = useRef<MediaRecorder | null>(null);
  const socket = useRef<WebSocket | null>(null);
  const stopping = useRef(false);

  const release = useCallback(() => {
    media.current?.getTracks().forEach((track) => track.stop());
    media.current = null;
    if (preview.current) preview.current.srcObject = null;
  }, []);

  const start = useCallback(async () => {
    if (typeof MediaRecorder === "undefined" || !navigator.mediaDevices?.getUserMedia) return setState("notSupported");
    const mimeType = webmType();
    if (!mimeType) return setState("notSupported");
    setState("starting");
    stopping.current = false;
    let stream: MediaStream;
    try {
      stream = await navigator.mediaDevices.getUserMedia({ video: { width: 1280, height: 720 }, audio: true });
    } catch {
      return setState("cameraFailed");
    }
    media.current = stream;
    if (preview.current) {
      preview.current.srcObject = stream;
      void preview.current.play().catch(() => undefined);
    }
    const scheme = location.protocol === "https:" ? "wss" : "ws";
    const ws = new WebSocket(`${scheme}://${location.host}/api/live-sessions/${sessionId}/ingest`);
    socket.current = ws;
    let opened = false;
    ws.onopen = () => {
      opened = true;
      const rec = new MediaRecorder(stream, { mimeType, videoBitsPerSecond: 2_500_000 });
      recorder.current = rec;
      rec.ondataavailable = (event) => {
        if (event.data.size > 0 && ws.readyState === WebSocket.OPEN) ws.send(event.data);
      };
      rec.start(CHUNK_MS);
    };
    ws.onmessage = () => setState("live");
    ws.onclose = () => {
      if (recorder.current?.state === "recording") recorder.current.stop();
      recorder.current = null;
      if (stopping.current) return;
      release();
      setState(opened ? "connectionLost" : "refused");
    };
  }, [sessionId, release]);

  /** Sends the last chunk, then closes the connection and the camera. */
  const stop = useCallback(async () => {
    stopping.current = true;
    setState("stopping");
    const rec = recorder.current;
    const ws = socket.current;
    if (rec && rec.state === "recording") {
      await new Promise<void>((resolve) => {
        rec.addEventListener("stop", () => resolve(), { once: true });
        rec.stop();
      });
    }
    // Let the last chunk leave before closing.
    while (ws && ws.readyState === WebSocket.OPEN && ws.bufferedAmount > 0) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    ws?.close();
    release();
    setState("idle");
  }, [release]);

  useEffect(
    () => () => {
      stopping.current = true;
      socket.current?.close();
      release();
    },
    [release],
  );

  return { state, preview, start, stop };
}
