// Placeholders of lists while their first page loads: rows of grey blocks in the shape of the items.
import { Fragment, type ReactNode } from "react";
import { SkeletonBlocks } from "./skeleton";

/** A list row's place: a leading block (picture), lines of text, and an optional trailing block. */
export function SkeletonRow({
  className,
  lead,
  lines,
  trail,
}: {
  /** Layout classes after `flex animate-pulse`. */
  className: string;
  lead: string;
  lines: readonly string[];
  trail?: string;
}) {
  return (
    <li aria-hidden="true" className={`flex animate-pulse ${className}`}>
      <div className={lead} />
      <div className="flex-1 space-y-2">
        <SkeletonBlocks blocks={lines} />
      </div>
      {trail && <div className={trail} />}
    </li>
  );
}

/** A list's place while its first page loads: announced once to screen readers, drawn as `count` rows. */
export function LoadingList({
  label,
  className,
  count,
  row,
}: {
  label: string;
  /** The list's own classes, so the rows sit where the items will. */
  className: string;
  count: number;
  row: ReactNode;
}) {
  return (
    <div role="status">
      <span className="sr-only">{label}</span>
      <ul className={className}>
        {Array.from({ length: count }, (_, index) => (
          <Fragment key={index}>{row}</Fragment>
        ))}
      </ul>
    </div>
  );
}
