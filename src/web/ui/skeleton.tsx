// Loading placeholders: grey blocks in the shape of what is coming, hidden from screen readers
// (the list or page announces its own loading status).
import type { ReactNode } from "react";

/** One block per class string (height, width, rounding, tone), in order. */
export function SkeletonBlocks({ blocks }: { blocks: readonly string[] }) {
  return (
    <>
      {blocks.map((classes, index) => (
        <div key={index} className={classes} />
      ))}
    </>
  );
}

/** A card's place in a grid: the card's frame, its cover band, anything under the cover, then lines of text. */
export function SkeletonCard({
  className,
  cover,
  lines,
  linesClassName,
  children,
}: {
  /** The frame's classes after `animate-pulse overflow-hidden rounded-2xl bg-white`. */
  className: string;
  cover: string;
  lines: readonly string[];
  linesClassName: string;
  children?: ReactNode;
}) {
  return (
    <div aria-hidden="true" className={`animate-pulse overflow-hidden rounded-2xl bg-white ${className}`}>
      <div className={cover} />
      {children}
      <div className={linesClassName}>
        <SkeletonBlocks blocks={lines} />
      </div>
    </div>
  );
}
