// Asks before deleting a post; deleting removes its files too, so it cannot be undone.
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
    <Dialog.Root open={post !== null} onOpenChange={(isOpen) => !isOpen && !deletion.isPending && close()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-950/60" />
        <Dialog.Content
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocus();
          }}
          role="alertdialog"
          className="fixed top-1/2 left-1/2 z-50 w-[min(92vw,28rem)] -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-6 shadow-2xl focus:outline-none"
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
          <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <Dialog.Close asChild>
              <Button variant="secondary" disabled={deletion.isPending}>
                {t("common.cancel")}
              </Button>
            </Dialog.Close>
            <Button variant="danger" onClick={confirm} isLoading={deletion.isPending}>
              {t("content.delete.action")}
            </Button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
