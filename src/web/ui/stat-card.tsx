// One figure on a dashboard: a label, the value (or a note when there is nothing to show yet) and a detail line.
// Cards sit in a <dl> (see StatGrid), so the label and value are read as a pair.
import clsx from "clsx";
import type { ReactNode } from "react";
import { MetricIcon, type MetricIconName } from "./metric-icons";

interface StatCardProps {
  label: string;
  icon: MetricIconName;
  value: ReactNode;
  /** Shown instead of the value when there is nothing to count yet, e.g. 'No ratings yet'. */
  emptyText?: string | null;
  detail?: ReactNode;
  tone?: "brand" | "amber" | "sky" | "green" | "slate";
}

const tones = {
  brand: "bg-brand-50 text-brand-700",
  amber: "bg-amber-50 text-amber-700",
  sky: "bg-sky-50 text-sky-700",
  green: "bg-green-50 text-green-700",
  slate: "bg-slate-100 text-slate-700",
};

export function StatCard({ label, icon, value, emptyText, detail, tone = "brand" }: StatCardProps) {
  return (
    <div className="flex flex-col rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <dt className="flex items-start justify-between gap-3 text-sm font-medium text-slate-600">
        {label}
        <span
          aria-hidden="true"
          className={clsx("flex h-9 w-9 shrink-0 items-center justify-center rounded-xl", tones[tone])}
        >
          <MetricIcon name={icon} />
        </span>
      </dt>
      {emptyText ? (
        <dd className="mt-2 text-base font-semibold text-slate-500">{emptyText}</dd>
      ) : (
        <dd className="mt-1 text-3xl font-bold tracking-tight text-slate-900 tabular-nums">{value}</dd>
      )}
      {detail && <dd className="mt-1 text-sm text-slate-600">{detail}</dd>}
    </div>
  );
}

/** The card's shape while figures load; screen readers hear the grid's loading status instead. */
export function StatCardSkeleton() {
  return (
    <div aria-hidden="true" className="animate-pulse rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <div className="flex justify-between">
        <div className="h-4 w-28 rounded bg-slate-200" />
        <div className="h-9 w-9 rounded-xl bg-slate-100" />
      </div>
      <div className="mt-2 h-8 w-20 rounded bg-slate-200" />
      <div className="mt-2 h-3 w-36 rounded bg-slate-100" />
    </div>
  );
}

const columns = { 2: "sm:grid-cols-2", 3: "sm:grid-cols-3", 4: "sm:grid-cols-2 2xl:grid-cols-4" } as const;

/** A responsive grid of StatCards; while loading, skeletons in their place and a spoken status. */
export function StatGrid({
  count,
  isLoading,
  loadingLabel,
  children,
}: {
  count: keyof typeof columns;
  isLoading: boolean;
  loadingLabel: string;
  children?: ReactNode;
}) {
  const grid = clsx("grid gap-4", columns[count]);
  if (isLoading) {
    return (
      <div role="status" className={grid}>
        <span className="sr-only">{loadingLabel}</span>
        {Array.from({ length: count }, (_, index) => (
          <StatCardSkeleton key={index} />
        ))}
      </div>
    );
  }
  return <dl className={grid}>{children}</dl>;
}
