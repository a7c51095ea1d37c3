// Plays a post's video from its media URL; the server answers range requests, so seeking works.
import { useState } from "react";
import { useTranslation } from "../../i18n";
import { Alert } from "../../ui/alert";

export function VideoPlayer({ src, poster, title }: { src: string; poster: string | null; title: string }) {
  const { t } = useTranslation();
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  if (failedSrc === src) return <Alert tone="error">{t("content.viewer.videoFailed")}</Alert>;
  return (
    <video
      key={src}
      src={src}
      poster={poster ?? undefined}
      controls
      playsInline
      preload="metadata"
      aria-label={title}
      onError={() => setFailedSrc(src)}
      className="aspect-video w-full rounded-xl bg-black"
    />
  );
}
