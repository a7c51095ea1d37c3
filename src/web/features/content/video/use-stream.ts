// Puts a post's video into a <video>: the HLS stream through hls.js (its light build, imported only
// here when a stream is opened, so it is never part of a first visit), the browser's own HLS where
// hls.js cannot run (no Media Source Extensions), or the uploaded file itself when there are no
// renditions. Every hls.js request takes the newest token (the playback answer is fetched again
// every 30 s), so a member whose tier ends loses the stream within a minute, and a long session
// keeps playing.
import type Hls from "hls.js";
import { useCallback, useEffect, useRef, useState, type RefObject } from "react";
import { streamIdentity, withLatestToken } from "./stream-source";
import type { VideoPlayback } from "./video-types";

export interface Rendition {
  /** hls.js's level index. */
  level: number;
  height: number;
}

export type StreamMode = "hls" | "native" | "file";

/** How often a stream may fail and be picked up again (a token refresh, a media hiccup) before giving up. */
const MAX_RECOVERIES = 3;

const HLS_TYPE = "application/vnd.apple.mpegurl";

/** Media Source Extensions, which hls.js plays through (ManagedMediaSource on iPhones). */
const hasMediaSource = () => "MediaSource" in window || "ManagedMediaSource" in window;

export function useStream(
  videoRef: RefObject<HTMLVideoElement | null>,
  playback: Pick<VideoPlayback, "masterUrl" | "originalUrl">,
  /** Fetches the playback again (a fresh token); resolves to the new master URL. */
  refresh: () => Promise<string | null>,
) {
  const { masterUrl, originalUrl } = playback;
  const latestMaster = useRef(masterUrl);
  const refreshRef = useRef(refresh);
  const hlsRef = useRef<Hls | null>(null);
  const [renditions, setRenditions] = useState<Rendition[]>([]);
  const [mode, setMode] = useState<StreamMode | null>(null);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const recoveries = useRef(0);

  useEffect(() => {
    latestMaster.current = masterUrl;
    refreshRef.current = refresh;
  }, [masterUrl, refresh]);

  const identity = masterUrl ? streamIdentity(masterUrl) : null;

  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    let cancelled = false;
    setFailed(false);
    setRenditions([]);
    recoveries.current = 0;
    const playFile = (url: string | null) => {
      if (!url) return setFailed(true);
      setMode("file");
      video.src = url;
    };
    // The browser's own HLS only where hls.js cannot run: hls.js renews the token on every request
    // and offers the quality choice, which a browser's player does not.
    const playNativeOrFile = () => {
      if (!video.canPlayType(HLS_TYPE)) return playFile(originalUrl);
      setMode("native");
      video.src = latestMaster.current ?? "";
    };
    if (!identity) {
      playFile(originalUrl);
    } else if (!hasMediaSource()) {
      playNativeOrFile();
    } else {
      import("hls.js/light")
        .then(({ default: HlsPlayer }) => {
          if (cancelled) return;
          if (!HlsPlayer.isSupported()) return playNativeOrFile();
          const hls = new HlsPlayer({
            // Segments are fMP4, which needs no transmuxing: no worker, which the pages' policy
            // (script-src 'self') would refuse from a blob: address anyway.
            enableWorker: false,
            // Opened here rather than by hls.js, with the newest token in the path.
            xhrSetup: (xhr, url) => xhr.open("GET", withLatestToken(url, latestMaster.current), true),
          });
          hlsRef.current = hls;
          setMode("hls");
          hls.on(HlsPlayer.Events.MANIFEST_PARSED, (_event, data) => {
            const found = data.levels.map((level, index) => ({ level: index, height: level.height }));
            setRenditions(found.sort((a, b) => b.height - a.height));
          });
          hls.on(HlsPlayer.Events.ERROR, (_event, data) => {
            if (!data.fatal || cancelled) return;
            if (recoveries.current >= MAX_RECOVERIES) {
              hls.destroy();
              hlsRef.current = null;
              return setFailed(true);
            }
            recoveries.current += 1;
            if (data.type === HlsPlayer.ErrorTypes.MEDIA_ERROR) return hls.recoverMediaError();
            // Most often an expired token (403 stream_token_expired): fetch a fresh one and go on.
            refreshRef.current().then(
              (fresh) => (fresh && !cancelled ? hls.startLoad() : setFailed(true)),
              () => !cancelled && setFailed(true),
            );
          });
          hls.loadSource(latestMaster.current ?? "");
          hls.attachMedia(video);
        })
        .catch(() => !cancelled && playNativeOrFile());
    }
    return () => {
      cancelled = true;
      hlsRef.current?.destroy();
      hlsRef.current = null;
      video.removeAttribute("src");
    };
  }, [videoRef, identity, originalUrl, attempt]);

  /** The <video>'s own error: the browser's HLS picks up again from where it was with a fresh token. */
  const onMediaError = useCallback(() => {
    const video = videoRef.current;
    if (mode !== "native" || !video || recoveries.current >= MAX_RECOVERIES) {
      if (mode !== "hls") setFailed(true);
      return;
    }
    recoveries.current += 1;
    const at = video.currentTime;
    refreshRef.current().then(
      (fresh) => {
        if (!fresh) return setFailed(true);
        video.src = fresh;
        video.currentTime = at;
        void video.play()?.catch(() => {});
      },
      () => setFailed(true),
    );
  }, [videoRef, mode]);

  const chooseRendition = useCallback((level: number) => {
    // currentLevel switches now (flushing the buffer); -1 is hls.js's automatic choice.
    if (hlsRef.current) hlsRef.current.currentLevel = level;
  }, []);

  return {
    mode,
    renditions,
    chooseRendition,
    failed,
    onMediaError,
    /** Starts again from scratch: the <video> is back on screen before the stream is attached to it. */
    retry: () => {
      setFailed(false);
      setAttempt((count) => count + 1);
    },
  };
}
