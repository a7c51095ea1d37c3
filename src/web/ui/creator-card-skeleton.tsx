// The shape of a creator card while the list loads; hidden from screen readers, which hear the list's status instead.
export function CreatorCardSkeleton() {
  return (
    <div
      aria-hidden="true"
      className="flex h-full animate-pulse flex-col overflow-hidden rounded-2xl bg-white ring-1 ring-slate-200"
    >
      <div className="h-20 bg-slate-200" />
      <div className="-mt-10 px-5">
        <div className="h-20 w-20 rounded-full bg-slate-300 ring-4 ring-white" />
      </div>
      <div className="space-y-3 px-5 pt-3 pb-5">
        <div className="h-5 w-2/3 rounded bg-slate-200" />
        <div className="h-4 w-1/3 rounded bg-slate-200" />
        <div className="h-4 w-full rounded bg-slate-100" />
        <div className="h-4 w-5/6 rounded bg-slate-100" />
        <div className="h-10 w-full rounded-lg bg-slate-200" />
      </div>
    </div>
  );
}
