// The profile picture as it will look: the chosen file before saving, else the saved one, else the initial.
import { useState } from "react";
import type { ImageUrls } from "../../../domain/images";
import { Avatar } from "../../ui/avatar";

interface AvatarPreviewProps {
  name: string;
  previewUrl: string | null;
  urls: ImageUrls | null;
  alt: string;
}

export function AvatarPreview({ name, previewUrl, urls, alt }: AvatarPreviewProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  if (previewUrl && failedSrc !== previewUrl) {
    return (
      <img
        src={previewUrl}
        alt={alt}
        width={128}
        height={128}
        onError={() => setFailedSrc(previewUrl)}
        className="h-32 w-32 shrink-0 rounded-full bg-slate-200 object-cover ring-4 ring-white"
      />
    );
  }
  // A chosen file that cannot be shown gets the initial, not the old picture it is about to replace.
  return <Avatar name={name} urls={previewUrl ? null : urls} alt={alt} size="xl" className="ring-4 ring-white" />;
}
