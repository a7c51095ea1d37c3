// A schedule block while it is being edited: the block plus a key that stays with it when the list is reordered.
import { nextBlock, type ScheduleBlock } from "../../../domain/routines";

export interface BlockDraft extends ScheduleBlock {
  key: string;
}

export type BlockErrors = Partial<Record<keyof ScheduleBlock, string>>;

let counter = 0;
const newKey = () => `block-${++counter}`;

export const toDraft = (block: ScheduleBlock): BlockDraft => ({ ...block, key: newKey() });

/** The block that follows `after` (or the day's first block at 05:00), 60 minutes long. */
export const nextDraft = (after?: ScheduleBlock) => toDraft(nextBlock(after));

export const fromDraft = ({ key: _key, ...block }: BlockDraft): ScheduleBlock => block;

/** Nothing typed but its times: a block "Add" or "Save & Next" opened and the creator left alone. */
export const isBlank = (block: ScheduleBlock) =>
  !block.activity.trim() && !block.description.trim() && !block.videoUrl.trim() && !block.videoUploadId;
