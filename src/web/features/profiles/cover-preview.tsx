// A wide cover picture, or a calm gradient when there is none or it fails to load.
import clsx from "clsx";
import { useState } from "react";
import type { ImageUrls } from "../../../domain/images";

interface CoverPreviewProps {
  /** A chosen file's object URL, shown instead of the saved cover. */
  previewUrl: string | null;
  urls: ImageUrls | null;
  alt: string;
  className?: string;
}

export function CoverPreview({ previewUrl, urls, alt, className }: CoverPreviewProps) {
  const src = previewUrl ?? urls?.md ?? null;
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const shape = clsx("aspect-[3/1] w-full overflow-hidden rounded-xl", className);
  if (!src || failedSrc === src) {
    return (
      <div
        role="img"
        aria-label={alt}
        className={clsx(shape, "bg-gradient-to-br from-brand-500 via-brand-600 to-slate-900")}
      />
    );
  }
  return (
    <img
      src={src}
      srcSet={previewUrl || !urls ? undefined : `${urls.sm} 640w, ${urls.md} 1280w, ${urls.lg} 1920w`}
      sizes="(min-width: 768px) 640px, 100vw"
      alt={alt}
      onError={() => setFailedSrc(src)}
      className={clsx(shape, "bg-slate-200 object-cover")}
    />
  );
}
