// A post's video for a viewer who may open it: the stream (or the uploaded file), our own
// controls, captions in the reader's language first, resume and the keyboard. The frame itself
// takes focus (with a visible ring) so the keys work without reaching for a control.
import { useCallback, useEffect, useId, useMemo, useRef, useState } from "react";
import { useTranslation } from "../../../i18n";
import { Alert } from "../../../ui/alert";
import { Button } from "../../../ui/button";
import { AUTO_QUALITY, PlayerControls } from "./player-controls";
import { captionsForReader, readerCaptionLanguage } from "./stream-source";
import { usePlayerKeys } from "./use-player-keys";
import { useResume } from "./use-resume";
import { useStream } from "./use-stream";
import type { VideoCaption, VideoPlayback } from "./video-types";

/** Only the chosen language shows; the others stay loaded so switching is instant. */
function showCaptions(video: HTMLVideoElement | null, language: string | null) {
  const tracks = video?.textTracks;
  if (!tracks) return;
  for (let index = 0; index < tracks.length; index++) {
    const track = tracks[index]!;
    track.mode = track.language === language ? "showing" : "disabled";
  }
}

interface StreamPlayerProps {
  title: string;
  playback: VideoPlayback;
  posterUrl: string | null;
  captions: VideoCaption[];
  resumeAt: number | null;
  /** Fetches the playback again; resolves to the master URL with a fresh token. */
  refresh(): Promise<string | null>;
  /** Saves the resume point; absent for visitors. */
  saveProgress: ((seconds: number) => void) | null;
}

export function StreamPlayer({
  title,
  playback,
  posterUrl,
  captions,
  resumeAt,
  refresh,
  saveProgress,
}: StreamPlayerProps) {
  const { t, i18n } = useTranslation();
  const keysId = useId();
  const frameRef = useRef<HTMLDivElement>(null);
  const videoRef = useRef<HTMLVideoElement>(null);
  // Before the stream: effects are cleaned up in order, so closing the player saves the point
  // before hls.js lets go of the <video> (which puts it back at 0).
  useResume(videoRef, resumeAt, saveProgress);
  const stream = useStream(videoRef, playback, refresh);

  const ordered = useMemo(() => captionsForReader(captions, i18n.language), [captions, i18n.language]);
  const readerLanguage = readerCaptionLanguage(
    ordered.map((caption) => caption.language),
    i18n.language,
  );
  const [captionChoice, setCaptionChoice] = useState<{ language: string | null } | null>(null);
  const captionLanguage = captionChoice ? captionChoice.language : readerLanguage;
  const [quality, setQuality] = useState(AUTO_QUALITY);
  const [rate, setRate] = useState(1);
  const [playing, setPlaying] = useState(false);
  const [muted, setMuted] = useState(false);
  const [fullscreen, setFullscreen] = useState(false);
  const [time, setTime] = useState({ current: 0, duration: Number.NaN });

  useEffect(() => showCaptions(videoRef.current, captionLanguage), [captionLanguage, ordered]);

  useEffect(() => {
    const onChange = () => setFullscreen(document.fullscreenElement === frameRef.current);
    document.addEventListener("fullscreenchange", onChange);
    return () => document.removeEventListener("fullscreenchange", onChange);
  }, []);

  const actions = useMemo(
    () => ({
      togglePlay: () => {
        const video = videoRef.current;
        if (!video) return;
        if (video.paused) void video.play()?.catch(() => {});
        else video.pause();
      },
      seekBy: (seconds: number) => {
        const video = videoRef.current;
        if (!video) return;
        const end = Number.isFinite(video.duration) ? video.duration : Number.POSITIVE_INFINITY;
        video.currentTime = Math.min(Math.max(0, video.currentTime + seconds), end);
      },
      toggleMute: () => {
        const video = videoRef.current;
        if (!video) return;
        video.muted = !video.muted;
        setMuted(video.muted);
      },
      toggleFullscreen: () => {
        if (document.fullscreenElement) void document.exitFullscreen?.().catch(() => {});
        else void frameRef.current?.requestFullscreen?.().catch(() => {});
      },
    }),
    [],
  );
  const onKeyDown = usePlayerKeys(frameRef, actions);
  const syncTime = useCallback(() => {
    const video = videoRef.current;
    if (video) setTime({ current: video.currentTime, duration: video.duration });
  }, []);

  if (stream.failed)
    return (
      <Alert tone="error">
        <p>{t("video.player.failed")}</p>
        <Button variant="secondary" size="sm" className="mt-2" onClick={stream.retry}>
          {t("common.retry")}
        </Button>
      </Alert>
    );

  return (
    <div
      ref={frameRef}
      tabIndex={0}
      role="group"
      aria-label={t("video.player.label", { title })}
      aria-describedby={keysId}
      onKeyDown={onKeyDown}
      className="overflow-hidden rounded-xl bg-black focus-visible:ring-4 focus-visible:ring-brand-500 focus-visible:outline-none"
    >
      <video
        ref={videoRef}
        poster={posterUrl ?? undefined}
        playsInline
        preload="metadata"
        aria-label={title}
        onClick={actions.togglePlay}
        onPlay={() => setPlaying(true)}
        onPause={() => setPlaying(false)}
        onVolumeChange={(event) => setMuted(event.currentTarget.muted)}
        onTimeUpdate={syncTime}
        onDurationChange={syncTime}
        onLoadedMetadata={syncTime}
        onSeeked={syncTime}
        onError={stream.onMediaError}
        className="aspect-video w-full bg-black"
      >
        {ordered.map((caption) => (
          <track
            key={caption.language}
            kind="subtitles"
            src={caption.url}
            srcLang={caption.language}
            label={t(`language.${caption.language}`, { defaultValue: caption.language })}
            default={caption.language === captionLanguage}
          />
        ))}
      </video>
      <PlayerControls
        playing={playing}
        muted={muted}
        fullscreen={fullscreen}
        currentTime={time.current}
        duration={time.duration}
        renditions={stream.renditions}
        quality={quality}
        captions={ordered}
        captionLanguage={captionLanguage}
        rate={rate}
        onTogglePlay={actions.togglePlay}
        onSeek={(seconds) => {
          if (videoRef.current) videoRef.current.currentTime = seconds;
        }}
        onToggleMute={actions.toggleMute}
        onToggleFullscreen={actions.toggleFullscreen}
        onQuality={(level) => {
          setQuality(level);
          stream.chooseRendition(level);
        }}
        onCaptions={(language) => setCaptionChoice({ language })}
        onRate={(value) => {
          setRate(value);
          const video = videoRef.current;
          if (!video) return;
          // The default too, so a reload of the source (a fresh token in Safari) keeps the speed.
          video.defaultPlaybackRate = value;
          video.playbackRate = value;
        }}
      />
      <p id={keysId} className="sr-only">
        {t("video.player.keys")}
      </p>
    </div>
  );
}
