// "Remove" on a post or comment, asked once more in a dialog: removing cannot be undone.
import { useState } from "react";
import { useTranslation } from "../../i18n";
import { Button } from "../../ui/button";
import { ConfirmDialog } from "../../ui/confirm-dialog";
import { communityErrorKey } from "./community-error";

interface RemoveButtonProps {
  what: "post" | "comment";
  /** Who the words are by, in the button's accessible name. */
  author: string;
  isPending: boolean;
  error: unknown;
  onRemove: (done: () => void) => void;
  onReset: () => void;
}

export function RemoveButton({ what, author, isPending, error, onRemove, onReset }: RemoveButtonProps) {
  const { t } = useTranslation();
  const [isOpen, setIsOpen] = useState(false);
  return (
    <>
      <Button
        variant="ghost"
        size="sm"
        aria-label={t(`community.remove.${what}Of`, { author })}
        onClick={() => {
          onReset();
          setIsOpen(true);
        }}
      >
        {t("community.remove.button")}
      </Button>
      <ConfirmDialog
        isOpen={isOpen}
        title={t(`community.remove.${what}Title`)}
        confirmLabel={t("community.remove.confirm")}
        keepLabel={t("community.remove.keep")}
        tone="danger"
        isPending={isPending}
        error={error ? t(communityErrorKey(error)) : undefined}
        onConfirm={() => onRemove(() => setIsOpen(false))}
        onClose={() => setIsOpen(false)}
      >
        <p>{t(`community.remove.${what}Body`)}</p>
      </ConfirmDialog>
    </>
  );
}
