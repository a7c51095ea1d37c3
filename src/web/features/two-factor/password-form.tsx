// Asks for the account's password before a two-factor change; what was typed stays on an error.
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { twoFactorPasswordSchema } from "../../../domain/two-factor";
import { ApiError } from "../../lib/api";
import { useTranslation } from "../../i18n";
import { Alert } from "../../ui/alert";
import { Button } from "../../ui/button";
import { TextField } from "../../ui/fields";
import { fieldMessageKey, twoFactorErrorKey } from "./error-messages";

interface PasswordFormProps {
  intro: string;
  submitLabel: string;
  isPending: boolean;
  error: unknown;
  onSubmit: (password: string) => void;
  onCancel: () => void;
}

export function PasswordForm({ intro, submitLabel, isPending, error, onSubmit, onCancel }: PasswordFormProps) {
  const { t } = useTranslation();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<z.input<typeof twoFactorPasswordSchema>, unknown, z.output<typeof twoFactorPasswordSchema>>({
    resolver: zodResolver(twoFactorPasswordSchema),
    defaultValues: { password: "" },
  });
  const isWrongPassword = error instanceof ApiError && error.code === "invalid_password";
  const fieldError = errors.password
    ? t(fieldMessageKey(errors.password.message))
    : isWrongPassword
      ? t(twoFactorErrorKey(error))
      : undefined;

  return (
    <form onSubmit={handleSubmit(({ password }) => onSubmit(password))} noValidate className="max-w-md space-y-4">
      <p className="text-sm text-slate-700">{intro}</p>
      {Boolean(error) && !isWrongPassword && <Alert tone="error">{t(twoFactorErrorKey(error))}</Alert>}
      <TextField
        label={t("twoFactor.password.label")}
        type="password"
        autoComplete="current-password"
        autoFocus
        error={fieldError}
        {...register("password")}
      />
      <div className="flex flex-wrap gap-3">
        <Button type="submit" isLoading={isPending}>
          {submitLabel}
        </Button>
        <Button variant="secondary" onClick={onCancel} disabled={isPending}>
          {t("twoFactor.card.cancel")}
        </Button>
      </div>
    </form>
  );
}
