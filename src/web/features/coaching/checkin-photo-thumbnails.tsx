// A check-in's progress photos as small square buttons; each opens the photo larger.
import { useState } from "react";
import { useTranslation } from "../../i18n";
import { CheckinPhotoDialog } from "./checkin-photo-dialog";
import type { CheckinPhoto } from "./checkin-queries";

export function CheckinPhotoThumbnails({ photos, who }: { photos: CheckinPhoto[]; who: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<number | null>(null);
  if (photos.length === 0) return null;
  const titleOf = (index: number) => t("checkins.photos.title", { name: who, number: index + 1, count: photos.length });
  return (
    <>
      <ul className="flex flex-wrap gap-2" aria-label={t("checkins.photos.label")}>
        {photos.map((photo, index) => (
          <li key={photo.id}>
            <button
              type="button"
              onClick={() => setOpen(index)}
              className="block overflow-hidden rounded-lg ring-brand-500 focus-visible:ring-2 focus-visible:outline-none"
            >
              <img
                src={photo.thumbnailUrl}
                alt={titleOf(index)}
                loading="lazy"
                className="h-20 w-20 bg-slate-100 object-cover sm:h-24 sm:w-24"
              />
            </button>
          </li>
        ))}
      </ul>
      <CheckinPhotoDialog
        url={open === null ? null : (photos[open]?.url ?? null)}
        title={open === null ? "" : titleOf(open)}
        onClose={() => setOpen(null)}
      />
    </>
  );
}
