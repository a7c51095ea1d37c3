// Asks before deleting a post; deleting removes its files too, so it cannot be undone.
import { DialogActions, ModalFrame } from "../../ui/dialog";
import * as Dialog from "@radix-ui/react-dialog";
import { useTranslation } from "../../i18n";
import { Alert } from "../../ui/alert";
import { Button } from "../../ui/button";
import { useDeletePost, type OwnPost } from "./queries";

export function DeletePostDialog({
  post,
  onClose,
  onDeleted,
  returnFocus,
}: {
  post: OwnPost | null;
  onClose(): void;
  onDeleted(): void;
  returnFocus(): void;
}) {
  const { t } = useTranslation();
  const deletion = useDeletePost();

  const close = () => {
    deletion.reset();
    onClose();
  };
  const confirm = () => {
    if (!post) return;
    deletion.mutate(post.id, {
      onSuccess: () => {
        deletion.reset();
        onDeleted();
      },
    });
  };

  return (
    <ModalFrame
      isOpen={post !== null}
      onClose={() => !deletion.isPending && close()}
      returnFocus={returnFocus}
      role="alertdialog"
      className="w-[min(92vw,28rem)] p-6"
    >
      <Dialog.Title className="text-lg font-bold text-slate-900">{t("content.delete.title")}</Dialog.Title>
      <Dialog.Description className="mt-2 text-slate-700">{t("content.delete.confirm")}</Dialog.Description>
      {post && (
        <p className="mt-3 truncate rounded-lg bg-slate-50 px-3 py-2 text-sm font-semibold text-slate-900">
          {post.title}
        </p>
      )}
      {deletion.isError && (
        <Alert tone="error" className="mt-4">
          {t("content.delete.failed")}
        </Alert>
      )}
      <DialogActions className="mt-6">
        <Dialog.Close asChild>
          <Button variant="secondary" disabled={deletion.isPending}>
            {t("common.cancel")}
          </Button>
        </Dialog.Close>
        <Button variant="danger" onClick={confirm} isLoading={deletion.isPending}>
          {t("content.delete.action")}
        </Button>
      </DialogActions>
    </ModalFrame>
  );
}
