// /forgot-password: asks for a reset link. The answer is the same whether or not the
// address has an account, so the page cannot be used to find out who is registered.
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { useTranslation } from "../../i18n";
import { Link } from "react-router";
import type { z } from "zod";
import { emailOnlySchema } from "../../../domain/accounts";
import { Alert } from "../../ui/alert";
import { Button } from "../../ui/button";
import { TextField } from "../../ui/fields";
import { AuthCard } from "./auth-card";
import { fieldMessageKey, genericErrorKey } from "./error-messages";
import { useForgotPassword } from "./queries";

type ForgotValues = z.input<typeof emailOnlySchema>;

export function ForgotPasswordPage() {
  const { t } = useTranslation();
  const requestLink = useForgotPassword();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ForgotValues, unknown, z.output<typeof emailOnlySchema>>({
    resolver: zodResolver(emailOnlySchema),
    defaultValues: { email: "" },
  });

  const onSubmit = handleSubmit(({ email }) => requestLink.mutate(email));

  return (
    <AuthCard
      title={t("auth.forgot.title")}
      subtitle={t("auth.forgot.subtitle")}
      footer={
        <Link to="/login" className="font-semibold text-brand-700 hover:underline">
          {t("auth.forgot.back")}
        </Link>
      }
    >
      {requestLink.isSuccess ? (
        <Alert tone="success">{t("auth.forgot.sent")}</Alert>
      ) : (
        <form onSubmit={onSubmit} noValidate className="space-y-4">
          {requestLink.isError && <Alert tone="error">{t(genericErrorKey(requestLink.error))}</Alert>}
          <TextField
            label={t("auth.fields.email")}
            type="email"
            autoComplete="email"
            inputMode="email"
            error={errors.email && t(fieldMessageKey(errors.email.message))}
            {...register("email")}
          />
          <Button type="submit" size="lg" className="w-full" isLoading={requestLink.isPending}>
            {t(requestLink.isPending ? "auth.forgot.submitting" : "auth.forgot.submit")}
          </Button>
        </form>
      )}
    </AuthCard>
  );
}
