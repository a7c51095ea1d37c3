// Set-up, after the password: the QR code (and its key as text for those who cannot scan), then the
// first code from the app, which turns two-factor on.
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { twoFactorConfirmSchema, type TwoFactorSetup } from "../../../domain/two-factor";
import { ApiError } from "../../lib/api";
import { useTranslation } from "../../i18n";
import { Alert } from "../../ui/alert";
import { Button } from "../../ui/button";
import { TextField } from "../../ui/fields";
import { CopyButton } from "../../ui/copy-button";
import { fieldMessageKey, twoFactorErrorKey } from "./error-messages";
import { QrCode } from "./qr-code";
import { useConfirmTwoFactor } from "./queries";

export function SetupPanel({
  setup,
  onConfirmed,
  onCancel,
}: {
  setup: TwoFactorSetup;
  onConfirmed: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const confirm = useConfirmTwoFactor();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<z.input<typeof twoFactorConfirmSchema>, unknown, z.output<typeof twoFactorConfirmSchema>>({
    resolver: zodResolver(twoFactorConfirmSchema),
    defaultValues: { code: "" },
  });
  const isWrongCode = confirm.error instanceof ApiError && confirm.error.code === "invalid_code";
  const codeError = errors.code
    ? t(fieldMessageKey(errors.code.message))
    : isWrongCode
      ? t("twoFactor.errors.invalidCode")
      : undefined;

  return (
    <div className="space-y-5">
      <h3 className="text-base font-semibold text-slate-900">{t("twoFactor.setup.heading")}</h3>
      <div className="flex flex-col gap-5 md:flex-row md:items-start">
        <QrCode value={setup.totpUri} label={t("twoFactor.setup.qrLabel")} />
        <div className="min-w-0 flex-1 space-y-3">
          <p className="text-sm text-slate-700">{t("twoFactor.setup.scan")}</p>
          <p className="text-sm text-slate-700">{t("twoFactor.setup.manual")}</p>
          <TextField
            label={t("twoFactor.setup.keyLabel")}
            value={setup.secret}
            readOnly
            spellCheck={false}
            className="font-mono text-sm"
            onFocus={(event) => event.currentTarget.select()}
          />
          <CopyButton text={setup.secret} label={t("twoFactor.setup.copyKey")} />
        </div>
      </div>
      <form
        onSubmit={handleSubmit(({ code }) => confirm.mutate({ code }, { onSuccess: onConfirmed }))}
        noValidate
        className="max-w-md space-y-4"
      >
        <p className="text-sm text-slate-700">{t("twoFactor.setup.enterCode")}</p>
        {confirm.error && !isWrongCode ? <Alert tone="error">{t(twoFactorErrorKey(confirm.error))}</Alert> : null}
        <TextField
          label={t("twoFactor.setup.codeLabel")}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={7}
          error={codeError}
          {...register("code")}
        />
        <div className="flex flex-wrap gap-3">
          <Button type="submit" isLoading={confirm.isPending}>
            {t(confirm.isPending ? "twoFactor.setup.submitting" : "twoFactor.setup.submit")}
          </Button>
          <Button variant="secondary" onClick={onCancel} disabled={confirm.isPending}>
            {t("twoFactor.card.cancel")}
          </Button>
        </div>
      </form>
    </div>
  );
}
