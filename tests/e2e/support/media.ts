// Media files for browser tests, made in the page itself: no fixtures, no network.
import type { Page } from "@playwright/test";

/** A 1.5 s WebM recorded in the page from an animated canvas (no network, no fixtures). */
export async function recordWebm(page: Page): Promise<Buffer> {
  const base64 = await page.evaluate(async () => {
    const canvas = document.createElement("canvas");
    canvas.width = 320;
    canvas.height = 180;
    const context = canvas.getContext("2d")!;
    const recorder = new MediaRecorder(canvas.captureStream(25), { mimeType: "video/webm" });
    const chunks: Blob[] = [];
    recorder.ondataavailable = (event) => {
      if (event.data.size > 0) chunks.push(event.data);
    };
    const stopped = new Promise((resolve) => (recorder.onstop = resolve));
    recorder.start(100);
    const started = performance.now();
    await new Promise<void>((resolve) => {
      const draw = () => {
        const seconds = (performance.now() - started) / 1000;
        context.fillStyle = `hsl(${Math.round(seconds * 200)}, 70%, 45%)`;
        context.fillRect(0, 0, 320, 180);
        context.fillStyle = "#ffffff";
        context.fillRect((seconds * 150) % 280, 70, 40, 40);
        if (seconds < 1.5) setTimeout(draw, 40);
        else resolve();
      };
      draw();
    });
    recorder.stop();
    await stopped;
    const bytes = new Uint8Array(await new Blob(chunks, { type: "video/webm" }).arrayBuffer());
    let binary = "";
    for (const byte of bytes) binary += String.fromCharCode(byte);
    return btoa(binary);
  });
  return Buffer.from(base64, "base64");
}
