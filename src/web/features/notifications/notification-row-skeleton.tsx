// A notification's place while the list loads.
import { SkeletonRow } from "../../ui/skeleton-list";

export function NotificationRowSkeleton() {
  return (
    <SkeletonRow
      className="gap-3 p-4 sm:px-5"
      lead="h-10 w-10 shrink-0 rounded-full bg-slate-200"
      lines={[
        "h-4 w-40 rounded bg-slate-200",
        "h-4 w-full max-w-sm rounded bg-slate-100",
        "h-3 w-20 rounded bg-slate-100",
      ]}
    />
  );
}
