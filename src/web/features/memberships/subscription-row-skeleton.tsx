// The shape of a membership row while the list loads; screen readers hear the list's status instead.
import { SkeletonRow } from "../../ui/skeleton-list";

export function SubscriptionRowSkeleton() {
  return (
    <SkeletonRow
      className="items-center gap-3 p-4 sm:p-5"
      lead="h-12 w-12 shrink-0 rounded-full bg-slate-200"
      lines={["h-4 w-40 rounded bg-slate-200", "h-3 w-28 rounded bg-slate-100"]}
      trail="hidden h-9 w-28 rounded-lg bg-slate-200 sm:block"
    />
  );
}
