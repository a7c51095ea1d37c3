// A short "working on it" line: a spinner and what is loading, announced to screen readers.
import clsx from "clsx";
import { Spinner } from "./spinner";

export function LoadingLine({ label, className }: { label: string; className?: string }) {
  return (
    <p role="status" className={clsx("flex items-center gap-2 text-sm text-slate-600", className)}>
      <Spinner className="h-4 w-4 text-brand-600" />
      {label}
    </p>
  );
}
