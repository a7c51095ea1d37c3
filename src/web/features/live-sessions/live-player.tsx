// The live video: hls.js (imported here, when a member opens a live session, never in a first
// visit) or the browser's own HLS. The stream's link carries a token valid a minute; a fresh one
// is fetched every 30 s and written into each request's path, so a member who loses the tier loses
// the stream within a minute. Starts muted, as browsers allow, with controls to unmute.
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "../../i18n";
import { LoadError } from "../../ui/load-error";
import { LoadingLine } from "../../ui/loading-line";
import { fetchStreamLink } from "./queries";

const TOKEN_REFRESH_MS = 30_000;
/** How often to ask again while the stream's first playlist is not written yet. */
const READY_POLL_MS = 1_000;
const TOKEN_IN_PATH = /\/t\/[^/]+\//;

export function LivePlayer({ sessionId, title }: { sessionId: string; title: string }) {
  const { t } = useTranslation();
  const video = useRef<HTMLVideoElement | null>(null);
  const [state, setState] = useState<"connecting" | "playing" | "failed">("connecting");
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let isCancelled = false;
    let destroy: () => void = () => undefined;
    let tokenPath = "";
    const refresh = async () => {
      const link = await fetchStreamLink(sessionId);
      tokenPath = TOKEN_IN_PATH.exec(link.url)?.[0] ?? "";
      return link;
    };
    const timer = setInterval(() => void refresh().catch(() => undefined), TOKEN_REFRESH_MS);
    const element = video.current;

    (async () => {
      let link = await refresh();
      while (!link.isReady && !isCancelled) {
        await new Promise((resolve) => setTimeout(resolve, READY_POLL_MS));
        link = await refresh();
      }
      const url = link.url;
      if (isCancelled || !element) return;
      const { default: Hls } = await import("hls.js");
      if (isCancelled) return;
      element.addEventListener("playing", () => setState("playing"), { once: true });
      if (Hls.isSupported()) {
        const retry = { maxNumRetry: 30, retryDelayMs: 1000, maxRetryDelayMs: 2000 };
        const policy = {
          default: {
            maxTimeToFirstByteMs: 10_000,
            maxLoadTimeMs: 20_000,
            timeoutRetry: retry,
            errorRetry: retry,
          },
        };
        const hls = new Hls({
          // Its worker comes from a blob: address, which the pages' policy (script-src 'self') refuses:
          // the 1 s segments are transmuxed on the page, as they were after that refusal anyway.
          enableWorker: false,
          // Close to the live edge: two 1 s segments behind.
          liveSyncDurationCount: 2,
          liveMaxLatencyDurationCount: 6,
          manifestLoadPolicy: policy,
          playlistLoadPolicy: policy,
          xhrSetup: (xhr, requestUrl) => xhr.open("GET", requestUrl.replace(TOKEN_IN_PATH, tokenPath), true),
        });
        hls.on(Hls.Events.ERROR, (_event, data) => {
          if (data.fatal) setState("failed");
        });
        hls.loadSource(url);
        hls.attachMedia(element);
        destroy = () => hls.destroy();
      } else if (element.canPlayType("application/vnd.apple.mpegurl")) {
        element.src = url;
      } else {
        setState("failed");
        return;
      }
      await element.play().catch(() => undefined);
    })().catch(() => {
      if (!isCancelled) setState("failed");
    });

    return () => {
      isCancelled = true;
      clearInterval(timer);
      destroy();
    };
  }, [sessionId, attempt]);

  return (
    <div className="space-y-2">
      <video
        ref={video}
        className="aspect-video w-full rounded-2xl bg-black"
        aria-label={t("liveSessions.watch.videoLabel", { title })}
        controls
        muted
        autoPlay
        playsInline
      />
      {state === "connecting" && <LoadingLine label={t("liveSessions.watch.connecting")} />}
      {state === "failed" && (
        <LoadError
          message={t("liveSessions.watch.playFailed")}
          onRetry={() => {
            setState("connecting");
            setAttempt((count) => count + 1);
          }}
          isRetrying={false}
        />
      )}
    </div>
  );
}
