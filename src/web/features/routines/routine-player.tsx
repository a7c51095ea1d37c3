// Today's routine as a player: the block happening now (by the viewer's local clock, see
// src/domain/routine-clock.ts), a live countdown to the next block, and the way into workout mode.
import { lazy, Suspense, useState } from "react";
import { currentBlockIndex, nextBlockOf, secondsOfDay } from "../../../domain/routine-clock";
import type { ScheduleBlock } from "../../../domain/routines";
import { useTranslation } from "../../i18n";
import { Button } from "../../ui/button";
import { DailyTimeline } from "./daily-timeline";
import { useFormatDuration } from "./format-duration";
import { PlayIcon } from "./routine-icons";
import { useNow } from "./use-now";

const WorkoutDialog = lazy(() => import("./workout-dialog").then((module) => ({ default: module.WorkoutDialog })));

interface RoutinePlayerProps {
  blocks: ScheduleBlock[];
  username: string;
  label: string;
}

export function RoutinePlayer({ blocks, username, label }: RoutinePlayerProps) {
  const { t } = useTranslation();
  const formatDuration = useFormatDuration();
  const now = useNow(1000);
  const [isWorkoutOpen, setIsWorkoutOpen] = useState(false);
  const second = secondsOfDay(now);
  const current = currentBlockIndex(blocks, second);
  const next = nextBlockOf(blocks, second);
  const currentBlock = blocks[current];
  const nextBlock = next ? blocks[next.index] : undefined;
  // Workout mode opens on the block happening now, else the next one, else the first.
  const startIndex = current >= 0 ? current : (next?.index ?? 0);

  if (blocks.length === 0) return <DailyTimeline blocks={blocks} label={label} username={username} />;
  return (
    <div className="space-y-4">
      <div className="flex flex-col gap-3 rounded-xl border border-brand-200 bg-brand-50/60 p-4 sm:flex-row sm:items-center sm:justify-between">
        <div className="min-w-0 space-y-1 text-sm">
          <p className="font-semibold text-slate-900">
            {currentBlock
              ? t("routines.player.nowDoing", { activity: currentBlock.activity })
              : t("routines.player.nothingNow")}
          </p>
          {/* Updates every second; not a live region, so screen readers are not told each tick. */}
          <p className="text-slate-700 tabular-nums" data-testid="routine-countdown">
            {nextBlock && next
              ? t("routines.player.nextIn", { activity: nextBlock.activity, time: formatDuration(next.inSeconds) })
              : t("routines.player.noMoreToday")}
          </p>
        </div>
        <Button size="sm" className="shrink-0" onClick={() => setIsWorkoutOpen(true)}>
          <PlayIcon className="h-4 w-4" />
          {t("routines.player.start")}
        </Button>
      </div>
      {/* Told once per change of block, not every second. */}
      <p className="sr-only" aria-live="polite">
        {currentBlock ? t("routines.player.nowDoing", { activity: currentBlock.activity }) : ""}
      </p>
      <DailyTimeline blocks={blocks} label={label} username={username} currentIndex={current} />
      {isWorkoutOpen && (
        <Suspense fallback={null}>
          <WorkoutDialog
            blocks={blocks}
            username={username}
            startIndex={startIndex}
            // Closing returns focus to Start workout (the dialog remembers its opener).
            onClose={() => setIsWorkoutOpen(false)}
          />
        </Suspense>
      )}
    </div>
  );
}
