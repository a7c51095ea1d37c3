// The backup codes, shown once (after set-up or when made anew): copy, download, and a note to keep them.
import { useEffect, useRef } from "react";
import { useTranslation } from "../../i18n";
import { Alert } from "../../ui/alert";
import { Button } from "../../ui/button";
import { CopyButton } from "../../ui/copy-button";

interface BackupCodesPanelProps {
  codes: readonly string[];
  /** What just happened: two-factor turned on, or the old codes replaced. */
  notice: string;
  onDone: () => void;
}

export function BackupCodesPanel({ codes, notice, onDone }: BackupCodesPanelProps) {
  const { t } = useTranslation();
  const heading = useRef<HTMLHeadingElement>(null);
  // The form that led here is gone: focus moves to what replaced it.
  useEffect(() => heading.current?.focus(), []);
  const text = codes.join("\n");

  const download = () => {
    const url = URL.createObjectURL(
      new Blob([`${t("twoFactor.backupCodes.fileHeading")}\n\n${text}\n`], { type: "text/plain" }),
    );
    const link = document.createElement("a");
    link.href = url;
    link.download = "fitcreators-backup-codes.txt";
    link.click();
    URL.revokeObjectURL(url);
  };

  return (
    <div className="space-y-4">
      <Alert tone="success">{notice}</Alert>
      <h3 ref={heading} tabIndex={-1} className="text-base font-semibold text-slate-900 focus:outline-none">
        {t("twoFactor.backupCodes.heading")}
      </h3>
      <p className="text-sm text-slate-700">{t("twoFactor.backupCodes.note")}</p>
      <ul
        aria-label={t("twoFactor.backupCodes.listLabel")}
        className="grid max-w-md grid-cols-1 gap-2 rounded-lg border border-slate-200 bg-slate-50 p-4 font-mono text-sm text-slate-900 min-[360px]:grid-cols-2"
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <div className="flex flex-wrap items-center gap-3">
        <CopyButton text={text} label={t("twoFactor.backupCodes.copy")} />
        <Button variant="secondary" size="sm" onClick={download}>
          {t("twoFactor.backupCodes.download")}
        </Button>
      </div>
      <Button onClick={onDone}>{t("twoFactor.backupCodes.done")}</Button>
    </div>
  );
}
