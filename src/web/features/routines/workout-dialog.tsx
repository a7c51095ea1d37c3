// Workout mode: steps through today's blocks one at a time, each with its video and a timer
// counting down the block's length; Pause/Resume, Previous/Next, Exit (or Escape). Screen readers
// hear each change of block (not each second of the timer).
import * as Dialog from "@radix-ui/react-dialog";
import { useEffect, useReducer } from "react";
import { blockMinutes, routineVideoPath, type ScheduleBlock } from "../../../domain/routines";
import { useTranslation } from "../../i18n";
import { Button } from "../../ui/button";
import { BlockTimeRange } from "./block-time-range";
import { BlockTypeBadge } from "./block-type-badge";
import { BlockVideo } from "./block-video";
import { clockFace } from "./format-duration";
import { startWorkout, workoutReducer } from "./workout-timer";
import { ModalFrame } from "../../ui/dialog";

interface WorkoutDialogProps {
  blocks: ScheduleBlock[];
  username: string;
  startIndex: number;
  onClose(): void;
}

export function WorkoutDialog({ blocks, username, startIndex, onClose }: WorkoutDialogProps) {
  const { t } = useTranslation();
  const [state, dispatch] = useReducer(workoutReducer, undefined, () =>
    startWorkout(
      blocks.map((block) => blockMinutes(block.startTime, block.endTime) * 60_000),
      startIndex,
      Date.now(),
    ),
  );
  const block = blocks[state.index]!;
  const total = blocks.length;

  useEffect(() => {
    if (!state.isRunning) return;
    const timer = setInterval(() => dispatch({ type: "tick", now: Date.now() }), 1000);
    return () => clearInterval(timer);
  }, [state.isRunning]);

  const go = (index: number) => dispatch({ type: "go", index, now: Date.now() });
  const step = t("routines.player.step", { number: state.index + 1, total });

  return (
    <ModalFrame
      isOpen
      onClose={onClose}
      panel="custom"
      className="inset-x-0 bottom-0 max-h-[95vh] overflow-y-auto rounded-t-2xl bg-white p-5 shadow-2xl sm:top-1/2 sm:bottom-auto sm:left-1/2 sm:w-[min(92vw,36rem)] sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-2xl sm:p-6"
    >
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="text-xs font-semibold tracking-wide text-brand-700 uppercase">{step}</p>
          <Dialog.Title className="mt-1 text-2xl font-bold break-words text-slate-900">{block.activity}</Dialog.Title>
        </div>
        <Dialog.Close asChild>
          <Button variant="secondary" size="sm">
            {t("routines.player.exit")}
          </Button>
        </Dialog.Close>
      </div>
      <Dialog.Description className="mt-2 flex flex-wrap items-center gap-2 text-sm text-slate-600">
        <BlockTimeRange startTime={block.startTime} endTime={block.endTime} />
        <BlockTypeBadge type={block.type} />
      </Dialog.Description>
      {/* One announcement per block change, and one when the workout is done. */}
      <p className="sr-only" aria-live="polite" aria-atomic="true">
        {state.isFinished ? t("routines.player.finished") : `${step}: ${block.activity}`}
      </p>
      <div className="mt-5 rounded-2xl bg-slate-900 px-4 py-6 text-center text-white">
        <p className="text-xs font-semibold tracking-wide text-slate-300 uppercase">
          {state.isFinished
            ? t("routines.player.finished")
            : state.isRunning
              ? t("routines.player.timeLeft")
              : t("routines.player.paused")}
        </p>
        <p role="timer" aria-label={t("routines.player.timeLeft")} className="mt-1 text-5xl font-bold tabular-nums">
          {clockFace(state.remainingMs / 1000)}
        </p>
      </div>
      {block.description && <p className="mt-4 text-sm whitespace-pre-line text-slate-700">{block.description}</p>}
      {block.videoUploadId && (
        <BlockVideo
          key={block.videoUploadId}
          src={routineVideoPath(username, block.videoUploadId)}
          activity={block.activity}
        />
      )}
      {!block.videoUploadId && block.videoUrl && (
        <a
          href={block.videoUrl}
          target="_blank"
          rel="noopener noreferrer"
          className="mt-3 inline-block text-sm font-semibold text-brand-700 underline"
        >
          {t("routines.public.watchVideo", { activity: block.activity })}
        </a>
      )}
      <div className="mt-6 grid grid-cols-3 gap-2">
        <Button variant="secondary" onClick={() => go(state.index - 1)} disabled={state.index === 0}>
          {t("routines.player.previous")}
        </Button>
        {/* One button for both, so focus stays on it. */}
        <Button
          onClick={() => dispatch({ type: state.isRunning ? "pause" : "resume", now: Date.now() })}
          disabled={state.isFinished}
        >
          {state.isRunning ? t("routines.player.pause") : t("routines.player.resume")}
        </Button>
        <Button variant="secondary" onClick={() => go(state.index + 1)} disabled={state.index >= total - 1}>
          {t("routines.player.next")}
        </Button>
      </div>
    </ModalFrame>
  );
}
