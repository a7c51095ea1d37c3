// Inline icons of the post screens (no icon library).
import type { SVGProps } from "react";
import { outlineIcon as base } from "../../ui/icon";

const paths = {
  video: "M4 5h11a1 1 0 0 1 1 1v12a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1Zm12 5 5-3v10l-5-3",
  image: "M4 4h16v16H4zM4 15l4-4 5 5M14 13l2-2 4 4M15 8.5h.01",
  text: "M5 6h14M5 10h14M5 14h10M5 18h7",
  play: "M7 4.5v15l12-7.5-12-7.5Z",
  lock: "M6 11h12v9H6zM8.5 11V8a3.5 3.5 0 0 1 7 0v3",
  trash: "M4 7h16M10 11v6M14 11v6M6 7l1 13h10l1-13M9 7V4h6v3",
  pencil: "M4 20h4L19 9l-4-4L4 16v4ZM13.5 6.5l4 4",
  upload: "M12 16V4M7 9l5-5 5 5M4 16v4h16v-4",
  x: "M18 6 6 18M6 6l12 12",
  eye: "M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12Zm10-3a3 3 0 1 0 0 6 3 3 0 0 0 0-6Z",
} as const;

export type ContentIconName = keyof typeof paths;

export function ContentIcon({ name, ...props }: { name: ContentIconName } & SVGProps<SVGSVGElement>) {
  return (
    <svg {...base} {...props}>
      <path d={paths[name]} />
    </svg>
  );
}
