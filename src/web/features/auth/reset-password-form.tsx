// The new-password form of a reset link; a dead link gets a way to ask for a new one.
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { useTranslation } from "../../i18n";
import { Link } from "react-router";
import type { z } from "zod";
import { resetPasswordSchema } from "../../../domain/accounts";
import { Alert } from "../../ui/alert";
import { Button } from "../../ui/button";
import { fieldMessageKey, isDeadResetLink, resetErrorKey } from "./error-messages";
import { PasswordField } from "./password-field";
import { useResetPassword } from "./queries";

type ResetValues = z.input<typeof resetPasswordSchema>;

export function ResetPasswordForm({ token, onReset }: { token: string; onReset: () => void }) {
  const { t } = useTranslation();
  const reset = useResetPassword();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ResetValues, unknown, z.output<typeof resetPasswordSchema>>({
    resolver: zodResolver(resetPasswordSchema),
    defaultValues: { token, password: "", confirmPassword: "" },
  });

  const onSubmit = handleSubmit((values) => reset.mutate(values, { onSuccess: onReset }));

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      {reset.isError && (
        <Alert tone="error">
          <p>{t(resetErrorKey(reset.error))}</p>
          {isDeadResetLink(reset.error) && (
            <Link to="/forgot-password" className="mt-2 inline-block font-semibold underline">
              {t("auth.reset.requestNew")}
            </Link>
          )}
        </Alert>
      )}
      <PasswordField
        label={t("auth.reset.password")}
        autoComplete="new-password"
        hint={t("auth.register.passwordHint")}
        error={errors.password && t(fieldMessageKey(errors.password.message))}
        {...register("password")}
      />
      <PasswordField
        label={t("auth.reset.confirmPassword")}
        autoComplete="new-password"
        error={errors.confirmPassword && t(fieldMessageKey(errors.confirmPassword.message))}
        {...register("confirmPassword")}
      />
      <Button type="submit" size="lg" className="w-full" isLoading={reset.isPending}>
        {t(reset.isPending ? "auth.reset.submitting" : "auth.reset.submit")}
      </Button>
    </form>
  );
}
