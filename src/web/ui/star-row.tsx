// A read-only row of five stars, the given number filled, named as a whole for screen readers.
import clsx from "clsx";
import { outlineIcon } from "./icon";

const STAR = "m12 3 2.8 5.7 6.2.9-4.5 4.4 1.1 6.2L12 17.3l-5.6 2.9 1.1-6.2L3 9.6l6.2-.9L12 3Z";

export function StarRow({ stars, label, className }: { stars: number; label: string; className?: string }) {
  return (
    <span role="img" aria-label={label} className={clsx("flex", className)}>
      {[1, 2, 3, 4, 5].map((value) => (
        <svg
          key={value}
          {...outlineIcon}
          className={clsx("h-4 w-4", value <= stars ? "fill-amber-400 text-amber-500" : "text-slate-300")}
        >
          <path d={STAR} />
        </svg>
      ))}
    </span>
  );
}
