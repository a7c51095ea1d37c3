// A routine's blocks as a vertical timeline: time, activity, type, description, video link and
// uploaded video; today's routine marks the block happening now.
import { routineVideoPath, type ScheduleBlock } from "../../../domain/routines";
import { useTranslation } from "../../i18n";
import { BlockTimeRange } from "./block-time-range";
import { BlockTypeBadge } from "./block-type-badge";
import { BlockVideo } from "./block-video";
import { NowLabel, nowItemClasses } from "./now-highlight";
import { PlayIcon } from "./routine-icons";

interface DailyTimelineProps {
  blocks: ScheduleBlock[];
  label: string;
  /** The creator, whose block videos these are. */
  username: string;
  /** The block happening now (today's routine only). */
  currentIndex?: number;
}

export function DailyTimeline({ blocks, label, username, currentIndex = -1 }: DailyTimelineProps) {
  const { t } = useTranslation();
  if (blocks.length === 0) return <p className="text-sm text-slate-600">{t("routines.public.noBlocks")}</p>;
  return (
    <ol aria-label={label} className="relative space-y-4 border-l-2 border-brand-100 pl-6">
      {blocks.map((block, index) => (
        <li
          key={`${block.startTime}-${index}`}
          aria-current={index === currentIndex ? "true" : undefined}
          className={index === currentIndex ? `relative ${nowItemClasses}` : "relative"}
        >
          <span
            aria-hidden="true"
            className="absolute top-1.5 -left-[1.85rem] h-3 w-3 rounded-full border-2 border-white bg-brand-500 ring-2 ring-brand-100"
          />
          <p className="text-sm font-semibold text-brand-800">
            <BlockTimeRange startTime={block.startTime} endTime={block.endTime} />
          </p>
          <div className="mt-1 flex flex-wrap items-center gap-2">
            <h4 className="font-semibold text-slate-900">{block.activity}</h4>
            <BlockTypeBadge type={block.type} />
            {index === currentIndex && <NowLabel />}
          </div>
          {block.description && <p className="mt-1 text-sm whitespace-pre-line text-slate-700">{block.description}</p>}
          {block.videoUploadId && (
            <BlockVideo src={routineVideoPath(username, block.videoUploadId)} activity={block.activity} />
          )}
          {block.videoUrl && (
            <a
              href={block.videoUrl}
              target="_blank"
              rel="noopener noreferrer"
              className="mt-2 inline-flex items-center gap-1.5 text-sm font-semibold text-brand-700 underline-offset-2 hover:underline"
            >
              <PlayIcon className="h-4 w-4" />
              {t("routines.public.watchVideo", { activity: block.activity })}
            </a>
          )}
        </li>
      ))}
    </ol>
  );
}
