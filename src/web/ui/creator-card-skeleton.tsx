// The shape of a creator card while the list loads; hidden from screen readers, which hear the list's status instead.
import { SkeletonCard } from "./skeleton";

const lines = [
  "h-5 w-2/3 rounded bg-slate-200",
  "h-4 w-1/3 rounded bg-slate-200",
  "h-4 w-full rounded bg-slate-100",
  "h-4 w-5/6 rounded bg-slate-100",
  "h-10 w-full rounded-lg bg-slate-200",
];

export function CreatorCardSkeleton() {
  return (
    <SkeletonCard
      className="flex h-full flex-col ring-1 ring-slate-200"
      cover="h-20 bg-slate-200"
      lines={lines}
      linesClassName="space-y-3 px-5 pt-3 pb-5"
    >
      <div className="-mt-10 px-5">
        <div className="h-20 w-20 rounded-full bg-slate-300 ring-4 ring-white" />
      </div>
    </SkeletonCard>
  );
}
