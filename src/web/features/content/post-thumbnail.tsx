// The picture at the top of a post: its thumbnail, a blurred teaser when locked, or a placeholder by type.
import clsx from "clsx";
import { useState, type ReactNode } from "react";
import type { PostType } from "../../../domain/content";
import { ContentIcon } from "./content-icons";

const placeholderTones: Record<PostType, string> = {
  video: "from-slate-800 to-slate-950 text-white/70",
  image: "from-brand-100 to-brand-300 text-brand-800/70",
  text: "from-amber-50 to-amber-200 text-amber-800/70",
};

interface PostThumbnailProps {
  type: PostType;
  url: string | null;
  isLocked: boolean;
  className?: string;
  /** Badges and labels laid over the picture. */
  children?: ReactNode;
}

export function PostThumbnail({ type, url, isLocked, className, children }: PostThumbnailProps) {
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const hasPicture = url !== null && failedUrl !== url;
  return (
    <div className={clsx("relative aspect-video overflow-hidden bg-slate-200", className)}>
      {hasPicture ? (
        <img
          src={url}
          alt=""
          loading="lazy"
          decoding="async"
          onError={() => setFailedUrl(url)}
          // Teasers are already small and blurred on the server; scaling hides their edges.
          className={clsx("h-full w-full object-cover", isLocked && "scale-110 blur-sm")}
        />
      ) : (
        <div
          className={clsx("flex h-full w-full items-center justify-center bg-gradient-to-br", placeholderTones[type])}
        >
          <ContentIcon name={type} className="h-10 w-10" />
        </div>
      )}
      {isLocked && (
        <div className="absolute inset-0 flex items-center justify-center bg-slate-950/35">
          <span className="flex h-12 w-12 items-center justify-center rounded-full bg-white/90 text-slate-900 shadow">
            <ContentIcon name="lock" className="h-6 w-6" />
          </span>
        </div>
      )}
      {!isLocked && type === "video" && hasPicture && (
        <div aria-hidden="true" className="absolute inset-0 flex items-center justify-center">
          <span className="flex h-12 w-12 items-center justify-center rounded-full bg-slate-950/60 text-white">
            <ContentIcon name="play" className="ml-0.5 h-6 w-6" fill="currentColor" />
          </span>
        </div>
      )}
      {children}
    </div>
  );
}
