// Loading placeholders: grey blocks in the shape of what is coming, hidden from screen readers
// (the list or page announces its own loading status).

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
