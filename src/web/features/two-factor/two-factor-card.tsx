// The "Two-factor sign-in" card of both roles' settings. Off: "Turn on" asks for the password, shows
// the QR code and takes the first code, then shows the backup codes once. On: new backup codes
// (with the password) and "Turn off" (a dialog with the password).
import { useRef, useState } from "react";
import type { TwoFactorSetup } from "../../../domain/two-factor";
import { useTranslation } from "../../i18n";
import { Alert } from "../../ui/alert";
import { Button } from "../../ui/button";
import { LoadError } from "../../ui/load-error";
import { SettingsCard } from "../../ui/settings-card";
import { BackupCodesPanel } from "./backup-codes-panel";
import { PasswordForm } from "./password-form";
import { useNewBackupCodes, useStartTwoFactor, useTwoFactorStatus } from "./queries";
import { SetupPanel } from "./setup-panel";
import { TurnOffDialog } from "./turn-off-dialog";

type View =
  | { kind: "status"; notice?: "turnedOff" }
  | { kind: "password"; purpose: "turnOn" | "backupCodes" }
  | { kind: "setup"; setup: TwoFactorSetup }
  | { kind: "codes"; codes: readonly string[]; notice: "turnedOn" | "replaced" };

export function TwoFactorCard() {
  const { t } = useTranslation();
  const { data: status, isPending, isError, refetch, isRefetching } = useTwoFactorStatus();
  const start = useStartTwoFactor();
  const newCodes = useNewBackupCodes();
  const [view, setView] = useState<View>({ kind: "status" });
  const [isTurnOffOpen, setIsTurnOffOpen] = useState(false);
  const statusLine = useRef<HTMLParagraphElement>(null);

  const showStatus = () => {
    start.reset();
    newCodes.reset();
    setView({ kind: "status" });
  };

  const askPassword = (purpose: "turnOn" | "backupCodes") => {
    start.reset();
    newCodes.reset();
    setView({ kind: "password", purpose });
  };

  const submitPassword = (purpose: "turnOn" | "backupCodes", password: string) => {
    if (purpose === "turnOn") start.mutate({ password }, { onSuccess: (setup) => setView({ kind: "setup", setup }) });
    else
      newCodes.mutate(
        { password },
        { onSuccess: ({ backupCodes }) => setView({ kind: "codes", codes: backupCodes, notice: "replaced" }) },
      );
  };

  const body = () => {
    if (isPending) {
      return (
        <div role="status" className="h-5 w-full max-w-md animate-pulse rounded bg-slate-100">
          <span className="sr-only">{t("twoFactor.card.loading")}</span>
        </div>
      );
    }
    if (isError || !status)
      return (
        <LoadError message={t("twoFactor.card.loadFailed")} onRetry={() => void refetch()} isRetrying={isRefetching} />
      );
    switch (view.kind) {
      case "password": {
        const isTurnOn = view.purpose === "turnOn";
        const action = isTurnOn ? start : newCodes;
        return (
          <PasswordForm
            intro={t(isTurnOn ? "twoFactor.password.introTurnOn" : "twoFactor.password.introBackupCodes")}
            submitLabel={t("twoFactor.password.continue")}
            isPending={action.isPending}
            error={action.error}
            onSubmit={(password) => submitPassword(view.purpose, password)}
            onCancel={showStatus}
          />
        );
      }
      case "setup":
        return (
          <SetupPanel
            setup={view.setup}
            onConfirmed={() => setView({ kind: "codes", codes: view.setup.backupCodes, notice: "turnedOn" })}
            onCancel={showStatus}
          />
        );
      case "codes":
        return (
          <BackupCodesPanel
            codes={view.codes}
            notice={t(view.notice === "turnedOn" ? "twoFactor.backupCodes.turnedOn" : "twoFactor.backupCodes.replaced")}
            onDone={showStatus}
          />
        );
      case "status":
        return (
          <div className="space-y-4">
            {view.notice === "turnedOff" && <Alert tone="success">{t("twoFactor.turnOff.done")}</Alert>}
            <p ref={statusLine} tabIndex={-1} className="text-sm font-medium text-slate-800 focus:outline-none">
              {t(status.enabled ? "twoFactor.card.on" : "twoFactor.card.off")}
            </p>
            <div className="flex flex-wrap gap-3">
              {status.enabled ? (
                <>
                  <Button variant="secondary" onClick={() => askPassword("backupCodes")}>
                    {t("twoFactor.card.newBackupCodes")}
                  </Button>
                  <Button variant="danger" onClick={() => setIsTurnOffOpen(true)}>
                    {t("twoFactor.card.turnOff")}
                  </Button>
                </>
              ) : (
                <Button onClick={() => askPassword("turnOn")}>{t("twoFactor.card.turnOn")}</Button>
              )}
            </div>
          </div>
        );
    }
  };

  return (
    <SettingsCard title={t("twoFactor.card.title")} description={t("twoFactor.card.description")}>
      {body()}
      <TurnOffDialog
        isOpen={isTurnOffOpen}
        onClose={() => setIsTurnOffOpen(false)}
        onTurnedOff={() => {
          setIsTurnOffOpen(false);
          setView({ kind: "status", notice: "turnedOff" });
        }}
        fallbackFocus={() => statusLine.current}
      />
    </SettingsCard>
  );
}
