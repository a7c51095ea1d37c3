// Where a viewer is in a routine's day: the block happening now and the next one to start.
// Block times are wall-clock times with no time zone (spec: HH:MM); the player reads them in the
// viewer's own time zone, as a plan to follow where the viewer lives: a 06:00 run is at 06:00 local
// time for every member, whatever the creator's zone. "Today's routine" is the viewer's local day.
import { toMinutes } from "./routines";

const DAY_SECONDS = 24 * 60 * 60;

/** Seconds since the viewer's local midnight. */
export const secondsOfDay = (now: Date) => now.getHours() * 3600 + now.getMinutes() * 60 + now.getSeconds();

/** Whether the block runs at this second of the day; a block past midnight runs late and early. */
export function isBlockAt(block: { startTime: string; endTime: string }, second: number) {
  const start = toMinutes(block.startTime) * 60;
  const end = toMinutes(block.endTime) * 60;
  return end > start ? second >= start && second < end : second >= start || second < end;
}

/** The block running now, or -1. Of overlapping blocks the one that started last wins. */
export function currentBlockIndex(blocks: readonly { startTime: string; endTime: string }[], second: number) {
  let found = -1;
  let latestStart = -1;
  blocks.forEach((block, index) => {
    if (!isBlockAt(block, second)) return;
    const start = toMinutes(block.startTime) * 60;
    // A block that began yesterday evening started "before" any block of this morning.
    const startedAt = start <= second ? start : start - DAY_SECONDS;
    if (startedAt > latestStart || found === -1) {
      found = index;
      latestStart = startedAt;
    }
  });
  return found;
}

/** The next block to start later today and the seconds until it does, or null after the day's last start. */
export function nextBlockOf(
  blocks: readonly { startTime: string }[],
  second: number,
): { index: number; inSeconds: number } | null {
  let next: { index: number; inSeconds: number } | null = null;
  blocks.forEach((block, index) => {
    const inSeconds = toMinutes(block.startTime) * 60 - second;
    if (inSeconds > 0 && (!next || inSeconds < next.inSeconds)) next = { index, inSeconds };
  });
  return next;
}
