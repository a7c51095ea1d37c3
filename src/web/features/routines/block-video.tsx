// A block's uploaded video, streamed through the access-checked route; nothing loads until played.
import { useState } from "react";
import { useTranslation } from "../../i18n";

export function BlockVideo({ src, activity, className = "" }: { src: string; activity: string; className?: string }) {
  const { t } = useTranslation();
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  if (failedSrc === src) return <p className="mt-2 text-sm text-red-700">{t("routines.player.videoFailed")}</p>;
  return (
    <video
      key={src}
      src={src}
      controls
      playsInline
      preload="none"
      aria-label={t("routines.player.videoOf", { activity })}
      onError={() => setFailedSrc(src)}
      className={`mt-2 aspect-video w-full max-w-md rounded-xl bg-black ${className}`}
    />
  );
}
