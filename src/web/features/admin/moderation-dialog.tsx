// The reason dialog for one owner action: what it does, to what, and a failure kept inside it.
import { useTranslation } from "../../i18n";
import { ApiError } from "../../lib/api";
import { ReasonDialog } from "../../ui/reason-dialog";
import { useModerate, type ModerationRequest } from "./queries";

export interface PendingAction {
  request: ModerationRequest;
  /** The subject as the owner knows it: a post title or @username. */
  label: string;
}

export function ModerationDialog({ pending, onClose }: { pending: PendingAction | null; onClose: () => void }) {
  const { t } = useTranslation();
  const moderate = useModerate();
  const action = pending?.request.action ?? "hide";
  const errorCode = moderate.error instanceof ApiError ? moderate.error.code : null;
  const close = () => {
    moderate.reset();
    onClose();
  };
  return (
    <ReasonDialog
      isOpen={pending !== null}
      title={t(`moderation.actions.${action}.title`)}
      description={
        <>
          <p className="font-semibold break-words text-slate-900">{pending?.label}</p>
          <p>{t(`moderation.actions.${action}.description`)}</p>
        </>
      }
      reasonLabel={t("moderation.actions.reason")}
      confirmLabel={t(`moderation.actions.${action}.confirm`)}
      tone={action === "hide" || action === "suspend" || action === "removeCommunity" ? "danger" : "primary"}
      isPending={moderate.isPending}
      error={
        moderate.isError
          ? t(
              errorCode && ["cannot_suspend_self", "cannot_suspend_owner"].includes(errorCode)
                ? `moderation.errors.${errorCode}`
                : "moderation.errors.failed",
            )
          : undefined
      }
      onConfirm={(reason) => pending && moderate.mutate({ request: pending.request, reason }, { onSuccess: close })}
      onClose={close}
    />
  );
}
