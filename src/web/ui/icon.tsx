// The attributes every inline outline icon shares (24 px grid, 2 px round strokes, hidden from
// screen readers: the control around it carries the name).
export const outlineIcon = {
  "aria-hidden": true,
  fill: "none",
  stroke: "currentColor",
  strokeWidth: 2,
  strokeLinecap: "round",
  strokeLinejoin: "round",
  viewBox: "0 0 24 24",
} as const;

/** An outline icon drawn from one SVG path (the icon sets of the dashboards keep only their paths). */
export function PathIcon({ d, className = "h-5 w-5" }: { d: string; className?: string }) {
  return (
    <svg {...outlineIcon} focusable="false" className={className}>
      <path d={d} />
    </svg>
  );
}
