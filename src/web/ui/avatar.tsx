// A round profile picture that falls back to the name's first letter when there is no picture or it fails to load.
import clsx from "clsx";
import { useState } from "react";
import type { ImageUrls } from "../../domain/images";

type Size = "sm" | "md" | "lg" | "xl";

const sizes: Record<Size, { px: number; className: string }> = {
  sm: { px: 32, className: "h-8 w-8 text-sm" },
  md: { px: 48, className: "h-12 w-12 text-lg" },
  lg: { px: 80, className: "h-20 w-20 text-3xl" },
  xl: { px: 128, className: "h-32 w-32 text-5xl" },
};

// Fallback backgrounds, picked by name so a person keeps the same colour everywhere.
const fallbackTones = [
  "from-brand-500 to-brand-700",
  "from-slate-600 to-slate-900",
  "from-amber-500 to-brand-700",
  "from-rose-500 to-rose-800",
  "from-teal-600 to-slate-900",
];

const toneFor = (name: string) =>
  fallbackTones[[...name].reduce((sum, char) => sum + char.charCodeAt(0), 0) % fallbackTones.length];

interface AvatarProps {
  /** The person's name; its first letter is the fallback. */
  name: string;
  urls: ImageUrls | null;
  /** Describes the picture for screen readers, e.g. "Profile picture of maya_strong". */
  alt: string;
  size?: Size;
  className?: string;
}

export function Avatar({ name, urls, alt, size = "md", className }: AvatarProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const { px, className: sizeClass } = sizes[size];
  const src = urls ? (px <= 48 ? urls.sm : urls.md) : null;
  const shape = clsx("shrink-0 rounded-full", sizeClass, className);

  if (!urls || !src || failedSrc === src) {
    return (
      <span
        role="img"
        aria-label={alt}
        className={clsx(
          shape,
          "inline-flex select-none items-center justify-center bg-gradient-to-br font-bold uppercase text-white",
          toneFor(name),
        )}
      >
        <span aria-hidden="true">{[...name.trim()][0] ?? "?"}</span>
      </span>
    );
  }
  return (
    <img
      src={src}
      srcSet={`${urls.sm} 96w, ${urls.md} 256w, ${urls.lg} 512w`}
      sizes={`${px}px`}
      width={px}
      height={px}
      alt={alt}
      loading="lazy"
      decoding="async"
      onError={() => setFailedSrc(src)}
      className={clsx(shape, "bg-slate-200 object-cover")}
    />
  );
}
