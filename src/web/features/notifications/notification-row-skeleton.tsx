// A notification's place while the list loads.

export function NotificationRowSkeleton() {
  return (
    <li aria-hidden="true" className="flex animate-pulse gap-3 p-4 sm:px-5">
      <div className="h-10 w-10 shrink-0 rounded-full bg-slate-200" />
      <div className="flex-1 space-y-2">
        <div className="h-4 w-40 rounded bg-slate-200" />
        <div className="h-4 w-full max-w-sm rounded bg-slate-100" />
        <div className="h-3 w-20 rounded bg-slate-100" />
      </div>
    </li>
  );
}
