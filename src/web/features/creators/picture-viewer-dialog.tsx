// The profile picture at full size in a dialog: focus stays inside, Escape or the close button closes it,
// and focus goes back to the picture that opened it.
import * as Dialog from "@radix-ui/react-dialog";
import { useTranslation } from "../../i18n";
import type { ImageUrls } from "../../../domain/images";
import { DialogCloseButton, ModalFrame } from "../../ui/dialog";
import "./signed-in-extras.css";

export interface PictureViewerDialogProps {
  urls: ImageUrls;
  alt: string;
  title: string;
  isOpen: boolean;
  onClose: () => void;
  /** Where focus goes back to on close (there is no Radix trigger: the button lives outside this lazy chunk). */
  returnFocusTo: () => void;
}

export function PictureViewerDialog({ urls, alt, title, isOpen, onClose, returnFocusTo }: PictureViewerDialogProps) {
  const { t } = useTranslation();
  return (
    <ModalFrame
      isOpen={isOpen}
      onClose={onClose}
      returnFocus={returnFocusTo}
      panel="bare"
      backdrop="dark"
      aria-describedby={undefined}
      className="w-[min(92vw,32rem)]"
    >
      <div className="mb-3 flex items-center justify-between gap-4 text-white">
        <Dialog.Title className="truncate text-base font-semibold">{title}</Dialog.Title>
        <DialogCloseButton label={t("common.close")} onDark />
      </div>
      <img
        src={urls.lg}
        srcSet={`${urls.md} 256w, ${urls.lg} 512w`}
        sizes="(max-width: 560px) 92vw, 512px"
        alt={alt}
        className="aspect-square w-full rounded-2xl bg-slate-800 object-cover shadow-2xl"
      />
    </ModalFrame>
  );
}
