// One progress photo at its large size, on the dark backdrop; focus goes back to its thumbnail.
import * as Dialog from "@radix-ui/react-dialog";
import { useTranslation } from "../../i18n";
import { DialogCloseButton, ModalFrame } from "../../ui/dialog";

interface CheckinPhotoDialogProps {
  url: string | null;
  title: string;
  onClose(): void;
}

export function CheckinPhotoDialog({ url, title, onClose }: CheckinPhotoDialogProps) {
  const { t } = useTranslation();
  return (
    <ModalFrame
      isOpen={url !== null}
      onClose={onClose}
      panel="bare"
      backdrop="dark"
      aria-describedby={undefined}
      className="w-[min(94vw,48rem)]"
    >
      <div className="mb-3 flex items-center justify-between gap-4 text-white">
        <Dialog.Title className="truncate text-base font-semibold">{title}</Dialog.Title>
        <DialogCloseButton label={t("common.close")} onDark />
      </div>
      {url && (
        <img src={url} alt={title} className="max-h-[80vh] w-full rounded-2xl bg-slate-800 object-contain shadow-2xl" />
      )}
    </ModalFrame>
  );
}
