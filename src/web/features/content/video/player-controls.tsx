// The player's control bar: play, position, mute, quality, captions, speed and full screen, each a
// real button or list with a name, wrapping onto two lines on a phone.
import type { ReactNode } from "react";
import { useTranslation } from "../../../i18n";
import { formatDuration } from "../format";
import type { Rendition } from "./use-stream";

export const playbackRates = [0.5, 0.75, 1, 1.25, 1.5, 2] as const;

/** The quality list's value for hls.js's own choice. */
export const AUTO_QUALITY = -1;

const selectClasses =
  "rounded-md border border-white/30 bg-slate-900 px-1.5 py-1 text-xs text-white focus-visible:ring-2 focus-visible:ring-brand-400 focus-visible:outline-none";
const buttonClasses =
  "inline-flex h-8 min-w-8 items-center justify-center rounded-md px-2 text-xs font-semibold text-white hover:bg-white/15 focus-visible:ring-2 focus-visible:ring-brand-400 focus-visible:outline-none";

interface PlayerControlsProps {
  playing: boolean;
  muted: boolean;
  fullscreen: boolean;
  currentTime: number;
  duration: number;
  renditions: Rendition[];
  quality: number;
  captions: { language: string }[];
  captionLanguage: string | null;
  rate: number;
  onTogglePlay(): void;
  onSeek(seconds: number): void;
  onToggleMute(): void;
  onToggleFullscreen(): void;
  onQuality(level: number): void;
  onCaptions(language: string | null): void;
  onRate(rate: number): void;
}

function Labelled({ label, children }: { label: string; children: ReactNode }) {
  return (
    <label className="flex items-center gap-1 text-xs text-white/80">
      <span>{label}</span>
      {children}
    </label>
  );
}

export function PlayerControls(props: PlayerControlsProps) {
  const { t } = useTranslation();
  const { playing, muted, fullscreen, currentTime, duration, renditions, captions, rate } = props;
  const hasDuration = Number.isFinite(duration) && duration > 0;
  return (
    <div className="flex flex-wrap items-center gap-x-2 gap-y-1.5 bg-slate-950 px-2 py-2">
      <button type="button" className={buttonClasses} onClick={props.onTogglePlay}>
        {playing ? t("video.player.pause") : t("video.player.play")}
      </button>
      <input
        type="range"
        aria-label={t("video.player.position")}
        min={0}
        max={hasDuration ? duration : 0}
        step={1}
        value={Math.min(currentTime, hasDuration ? duration : 0)}
        disabled={!hasDuration}
        aria-valuetext={t("video.player.time", {
          current: formatDuration(currentTime),
          total: formatDuration(hasDuration ? duration : 0),
        })}
        onChange={(event) => props.onSeek(Number(event.target.value))}
        className="min-w-24 flex-1 accent-brand-500"
      />
      <span className="text-xs text-white/80 tabular-nums">
        {formatDuration(currentTime)} / {hasDuration ? formatDuration(duration) : "–:––"}
      </span>
      <button type="button" className={buttonClasses} onClick={props.onToggleMute}>
        {muted ? t("video.player.unmute") : t("video.player.mute")}
      </button>
      {renditions.length > 0 && (
        <Labelled label={t("video.player.quality")}>
          <select
            className={selectClasses}
            value={props.quality}
            onChange={(event) => props.onQuality(Number(event.target.value))}
          >
            <option value={AUTO_QUALITY}>{t("video.player.auto")}</option>
            {renditions.map((rendition) => (
              <option key={rendition.level} value={rendition.level}>
                {t("video.player.rendition", { height: rendition.height })}
              </option>
            ))}
          </select>
        </Labelled>
      )}
      {captions.length > 0 && (
        <Labelled label={t("video.player.captions")}>
          <select
            className={selectClasses}
            value={props.captionLanguage ?? ""}
            onChange={(event) => props.onCaptions(event.target.value || null)}
          >
            <option value="">{t("video.player.captionsOff")}</option>
            {captions.map((caption) => (
              <option key={caption.language} value={caption.language}>
                {t(`language.${caption.language}`, { defaultValue: caption.language })}
              </option>
            ))}
          </select>
        </Labelled>
      )}
      <Labelled label={t("video.player.speed")}>
        <select className={selectClasses} value={rate} onChange={(event) => props.onRate(Number(event.target.value))}>
          {playbackRates.map((value) => (
            <option key={value} value={value}>
              {value === 1 ? t("video.player.normalSpeed") : t("video.player.rate", { rate: value })}
            </option>
          ))}
        </select>
      </Labelled>
      <button type="button" className={buttonClasses} onClick={props.onToggleFullscreen}>
        {fullscreen ? t("video.player.exitFullscreen") : t("video.player.fullscreen")}
      </button>
    </div>
  );
}
