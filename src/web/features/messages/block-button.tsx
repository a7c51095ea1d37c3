// Block or unblock the other person in a conversation. Blocking asks first; either side's block
// stops the other from sending until it is lifted.
import { useState } from "react";
import { useTranslation } from "../../i18n";
import { Button } from "../../ui/button";
import { ConfirmDialog } from "../../ui/confirm-dialog";
import { useSetBlocked } from "./queries";

export function BlockButton({
  conversationId,
  name,
  isBlockedByMe,
}: {
  conversationId: string;
  name: string;
  isBlockedByMe: boolean;
}) {
  const { t } = useTranslation();
  const setBlocked = useSetBlocked(conversationId);
  const [isConfirming, setIsConfirming] = useState(false);
  const failed = setBlocked.error ? t("messages.block.failed") : undefined;

  return (
    <div className="flex shrink-0 flex-col items-end">
      {isBlockedByMe ? (
        <Button variant="secondary" size="sm" isLoading={setBlocked.isPending} onClick={() => setBlocked.mutate(false)}>
          {t("messages.block.unblock")}
        </Button>
      ) : (
        <Button
          variant="ghost"
          size="sm"
          onClick={() => {
            setBlocked.reset();
            setIsConfirming(true);
          }}
        >
          {t("messages.block.block")}
        </Button>
      )}
      {failed && !isConfirming && (
        <p role="alert" className="mt-1 max-w-48 text-right text-xs text-red-700">
          {failed}
        </p>
      )}
      <ConfirmDialog
        isOpen={isConfirming}
        title={t("messages.block.confirmTitle", { name })}
        confirmLabel={t("messages.block.confirm")}
        keepLabel={t("common.cancel")}
        tone="danger"
        isPending={setBlocked.isPending}
        error={failed}
        onConfirm={() => setBlocked.mutate(true, { onSuccess: () => setIsConfirming(false) })}
        onClose={() => {
          setIsConfirming(false);
          setBlocked.reset();
        }}
      >
        <p>{t("messages.block.confirmBody", { name })}</p>
      </ConfirmDialog>
    </div>
  );
}
