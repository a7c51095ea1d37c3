// "New offer" as a dialog over the creator's settings. The form lives inside the dialog's content,
// so each opening starts from an empty form; a refused offer keeps the dialog and what was typed.
import * as Dialog from "@radix-ui/react-dialog";
import type { CreatorOffer } from "../../../domain/offers";
import type { PaidTier } from "../../../domain/memberships";
import { useTranslation } from "../../i18n";
import { ModalFrame } from "../../ui/dialog";
import { NewOfferForm } from "./new-offer-form";

interface NewOfferDialogProps {
  isOpen: boolean;
  monthlyCents: Record<PaidTier, number>;
  onCreated: (offer: CreatorOffer) => void;
  onClose: () => void;
}

export function NewOfferDialog({ isOpen, monthlyCents, onCreated, onClose }: NewOfferDialogProps) {
  const { t } = useTranslation();
  return (
    <ModalFrame
      isOpen={isOpen}
      onClose={onClose}
      className="max-h-[90vh] w-[min(94vw,36rem)] overflow-y-auto p-5 sm:p-6"
    >
      <Dialog.Title className="text-lg font-bold text-slate-900">{t("billing.offers.form.title")}</Dialog.Title>
      <Dialog.Description className="mt-1 text-sm text-slate-600">
        {t("billing.offers.form.description")}
      </Dialog.Description>
      <NewOfferForm monthlyCents={monthlyCents} onCreated={onCreated} onCancel={onClose} />
    </ModalFrame>
  );
}
