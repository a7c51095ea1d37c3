// The profile picture at full size in a dialog: focus stays inside, Escape or the close button closes it,
// and focus goes back to the picture that opened it.
import * as Dialog from "@radix-ui/react-dialog";
import { useTranslation } from "../../i18n";
import type { ImageUrls } from "../../../domain/images";
import { XIcon } from "./explore-icons";
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
    <Dialog.Root open={isOpen} onOpenChange={(isOpen) => !isOpen && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-950/85 backdrop-blur-sm" />
        <Dialog.Content
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocusTo();
          }}
          className="fixed top-1/2 left-1/2 z-50 w-[min(92vw,32rem)] -translate-x-1/2 -translate-y-1/2 focus:outline-none"
        >
          <div className="mb-3 flex items-center justify-between gap-4 text-white">
            <Dialog.Title className="truncate text-base font-semibold">{title}</Dialog.Title>
            <Dialog.Close
              aria-label={t("common.close")}
              className="inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-white/10 text-white hover:bg-white/20"
            >
              <XIcon className="h-5 w-5" />
            </Dialog.Close>
          </div>
          <img
            src={urls.lg}
            srcSet={`${urls.md} 256w, ${urls.lg} 512w`}
            sizes="(max-width: 560px) 92vw, 512px"
            alt={alt}
            className="aspect-square w-full rounded-2xl bg-slate-800 object-cover shadow-2xl"
          />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
