// "Refund" on a gift nobody redeemed yet, with the question first: who loses the gift and how much
// goes back. A failure shows in the dialog; a gift past refunding is read again so its row says why.
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import type { GivenGift } from "../../../domain/gifts";
import { useTranslation } from "../../i18n";
import { ApiError } from "../../lib/api";
import { useFormat } from "../../lib/format";
import { Button } from "../../ui/button";
import { ConfirmDialog } from "../../ui/confirm-dialog";
import { refundErrorKey } from "./gift-errors";
import { giftKeys, useRefundGift } from "./queries";

/** Once refunded the row loses this action, dialog and all, and moves focus to its status itself. */
export function RefundGiftAction({ gift }: { gift: GivenGift }) {
  const { t } = useTranslation();
  const format = useFormat();
  const queryClient = useQueryClient();
  const refund = useRefundGift(gift.id);
  const [isOpen, setIsOpen] = useState(false);

  const confirm = () =>
    refund.mutate(undefined, {
      onSuccess: () => setIsOpen(false),
      onError: (error) => {
        if (error instanceof ApiError && error.status === 409)
          void queryClient.invalidateQueries({ queryKey: giftKeys.given() });
      },
    });

  return (
    <>
      <Button
        variant="secondary"
        size="sm"
        aria-label={t("gifts.given.refundOf", { email: gift.recipientEmail })}
        onClick={() => {
          refund.reset();
          setIsOpen(true);
        }}
      >
        {t("gifts.given.refund")}
      </Button>
      <ConfirmDialog
        isOpen={isOpen}
        title={t("gifts.given.refundDialog.title")}
        confirmLabel={t("gifts.given.refundDialog.confirm")}
        keepLabel={t("gifts.given.refundDialog.keep")}
        tone="danger"
        isPending={refund.isPending}
        error={refund.isError ? t(refundErrorKey(refund.error)) : undefined}
        onConfirm={confirm}
        onClose={() => setIsOpen(false)}
      >
        <p className="break-words">
          {t("gifts.given.refundDialog.text", {
            email: gift.recipientEmail,
            amount: format.money(gift.amountCents),
          })}
        </p>
      </ConfirmDialog>
    </>
  );
}
