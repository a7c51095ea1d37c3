// The shape of a membership row while the list loads; screen readers hear the list's status instead.
export function SubscriptionRowSkeleton() {
  return (
    <li aria-hidden="true" className="flex animate-pulse items-center gap-3 p-4 sm:p-5">
      <div className="h-12 w-12 shrink-0 rounded-full bg-slate-200" />
      <div className="flex-1 space-y-2">
        <div className="h-4 w-40 rounded bg-slate-200" />
        <div className="h-3 w-28 rounded bg-slate-100" />
      </div>
      <div className="hidden h-9 w-28 rounded-lg bg-slate-200 sm:block" />
    </li>
  );
}
