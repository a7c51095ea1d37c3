// Going live from OBS instead of the browser: where to point it (the server) and the session's
// stream key. Only the key's hash is stored, so a lost key is replaced, never shown again.
import { useId, useState } from "react";
import { useTranslation } from "../../i18n";
import { Button } from "../../ui/button";
import { ConfirmDialog } from "../../ui/confirm-dialog";
import { ObsValue } from "./obs-value";
import { useRenewStreamKey } from "./queries";

export function ObsSettings({ sessionId, serverUrl }: { sessionId: string; serverUrl: string }) {
  const { t } = useTranslation();
  const headingId = useId();
  const renew = useRenewStreamKey();
  const [streamKey, setStreamKey] = useState<string | null>(null);
  const [isConfirming, setIsConfirming] = useState(false);

  const confirm = () =>
    renew.mutate(sessionId, {
      onSuccess: (answer) => {
        setStreamKey(answer.streamKey);
        setIsConfirming(false);
      },
    });

  return (
    <section aria-labelledby={headingId} className="space-y-3 rounded-2xl border border-slate-200 bg-white p-4">
      <h2 id={headingId} className="text-lg font-semibold text-slate-900">
        {t("liveSessions.obs.title")}
      </h2>
      <p className="text-sm text-slate-700">{t("liveSessions.obs.steps")}</p>
      <ObsValue label={t("liveSessions.obs.server")} value={serverUrl} copyLabel={t("liveSessions.obs.copyServer")} />
      {streamKey ? (
        <ObsValue
          label={t("liveSessions.obs.streamKey")}
          value={streamKey}
          copyLabel={t("liveSessions.obs.copyKey")}
          hint={t("liveSessions.obs.keyShownOnce")}
        />
      ) : (
        <p className="text-sm text-slate-700">{t("liveSessions.obs.keyHidden")}</p>
      )}
      <Button variant="secondary" onClick={() => setIsConfirming(true)}>
        {t("liveSessions.obs.newKey")}
      </Button>
      <ConfirmDialog
        isOpen={isConfirming}
        title={t("liveSessions.obs.confirmTitle")}
        confirmLabel={t("liveSessions.obs.confirm")}
        keepLabel={t("liveSessions.obs.keep")}
        isPending={renew.isPending}
        error={renew.isError ? t("liveSessions.obs.failed") : undefined}
        onConfirm={confirm}
        onClose={() => {
          setIsConfirming(false);
          renew.reset();
        }}
      >
        <p>{t("liveSessions.obs.confirmText")}</p>
      </ConfirmDialog>
    </section>
  );
}
