// Sign-in's second step for accounts with two-factor on: the code from the authenticator app, or a
// backup code instead, and whether to trust this device for 30 days. What was typed stays on an
// error; a spent or expired step sends the person back to the password.
import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect, useState } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import type { SessionUser } from "../../../domain/roles";
import { backupCodeSignInSchema, twoFactorSignInSchema } from "../../../domain/two-factor";
import { ApiError } from "../../lib/api";
import { useTranslation } from "../../i18n";
import { Alert } from "../../ui/alert";
import { Button } from "../../ui/button";
import { CheckboxField, TextField } from "../../ui/fields";
import { fieldMessageKey, needsPasswordAgain, twoFactorErrorKey } from "../two-factor";
import { useVerifySignInCode, type SignInCodeKind } from "../two-factor";

type CodeValues = z.input<typeof twoFactorSignInSchema>;
type CodeOutput = z.output<typeof twoFactorSignInSchema>;

interface SignInCodeStepProps {
  onSignedIn: (user: SessionUser) => void;
  /** Back to the email and password. */
  onStartOver: () => void;
}

export function SignInCodeStep({ onSignedIn, onStartOver }: SignInCodeStepProps) {
  const { t } = useTranslation();
  const verify = useVerifySignInCode();
  const [kind, setKind] = useState<SignInCodeKind>("app");
  const {
    register,
    handleSubmit,
    setFocus,
    setValue,
    clearErrors,
    formState: { errors },
  } = useForm<CodeValues, unknown, CodeOutput>({
    // The backup code's own schema; both give { code, trustDevice }.
    resolver: zodResolver(
      (kind === "app" ? twoFactorSignInSchema : backupCodeSignInSchema) as typeof twoFactorSignInSchema,
    ),
    defaultValues: { code: "", trustDevice: false },
  });

  // The password form is gone: the code field takes focus.
  useEffect(() => setFocus("code"), [setFocus]);

  const switchKind = () => {
    setKind(kind === "app" ? "backup" : "app");
    setValue("code", "");
    clearErrors();
    verify.reset();
    setTimeout(() => setFocus("code"));
  };

  const onSubmit = handleSubmit((values) =>
    verify.mutate({ kind, ...values }, { onSuccess: ({ user }) => onSignedIn(user), onError: () => setFocus("code") }),
  );

  const wrongCodeCode = kind === "app" ? "invalid_code" : "invalid_backup_code";
  const isWrongCode = verify.error instanceof ApiError && verify.error.code === wrongCodeCode;
  const isSpent = needsPasswordAgain(verify.error);
  const codeError = errors.code
    ? t(fieldMessageKey(errors.code.message))
    : isWrongCode
      ? t(twoFactorErrorKey(verify.error))
      : undefined;

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <div className="space-y-1">
        <h2 className="text-lg font-semibold text-slate-900">{t("twoFactor.signIn.heading")}</h2>
        <p className="text-sm text-slate-600">
          {t(kind === "app" ? "twoFactor.signIn.intro" : "twoFactor.signIn.introBackup")}
        </p>
      </div>
      {verify.error && !isWrongCode ? (
        <Alert tone="error">
          <p>{t(twoFactorErrorKey(verify.error))}</p>
          {isSpent && (
            <Button variant="secondary" size="sm" className="mt-2" onClick={onStartOver}>
              {t("twoFactor.signIn.startOver")}
            </Button>
          )}
        </Alert>
      ) : null}
      {kind === "app" ? (
        <TextField
          key="app"
          label={t("twoFactor.signIn.codeLabel")}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={7}
          error={codeError}
          {...register("code")}
        />
      ) : (
        <TextField
          key="backup"
          label={t("twoFactor.signIn.backupCodeLabel")}
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
          maxLength={32}
          error={codeError}
          {...register("code")}
        />
      )}
      <CheckboxField label={t("twoFactor.signIn.trustDevice")} {...register("trustDevice")} />
      <Button type="submit" size="lg" className="w-full" isLoading={verify.isPending} disabled={isSpent}>
        {t(verify.isPending ? "twoFactor.signIn.submitting" : "twoFactor.signIn.submit")}
      </Button>
      <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
        <button type="button" onClick={switchKind} className="font-medium text-brand-700 hover:underline">
          {t(kind === "app" ? "twoFactor.signIn.useBackupCode" : "twoFactor.signIn.useApp")}
        </button>
        <button type="button" onClick={onStartOver} className="font-medium text-slate-700 hover:underline">
          {t("twoFactor.signIn.startOver")}
        </button>
      </div>
    </form>
  );
}
