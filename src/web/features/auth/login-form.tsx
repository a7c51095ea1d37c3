// The login form: credentials, remember me, the error the server gave, and the resend panel
// for an address that is not confirmed yet; then, for accounts with two-factor on, the code step.
import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "../../i18n";
import { Link } from "react-router";
import type { z } from "zod";
import { loginSchema } from "../../../domain/accounts";
import type { SessionUser } from "../../../domain/roles";
import { ApiError } from "../../lib/api";
import { Alert } from "../../ui/alert";
import { Button } from "../../ui/button";
import { CheckboxField, TextField } from "../../ui/fields";
import { DemoAccountsBox } from "./demo-accounts-box";
import { fieldMessageKey, loginErrorKey } from "./error-messages";
import { PasswordField } from "./password-field";
import { useSignIn } from "./queries";
import { ResendConfirmationPanel } from "./resend-confirmation-panel";
import { SignInCodeStep } from "./sign-in-code-step";

type LoginValues = z.input<typeof loginSchema>;

export function LoginForm({ onSignedIn }: { onSignedIn: (user: SessionUser) => void }) {
  const { t } = useTranslation();
  const signIn = useSignIn();
  const [isResendOpen, setIsResendOpen] = useState(false);
  const [isResent, setIsResent] = useState(false);
  /** The password was right and the account asks for a code from its authenticator app. */
  const [isCodeStep, setIsCodeStep] = useState(false);
  const {
    register,
    handleSubmit,
    getValues,
    setValue,
    setFocus,
    formState: { errors },
  } = useForm<LoginValues, unknown, z.output<typeof loginSchema>>({
    resolver: zodResolver(loginSchema),
    defaultValues: { email: "", password: "", rememberMe: true },
  });

  const onSubmit = handleSubmit((values) => {
    setIsResent(false);
    signIn.mutate(values, {
      onSuccess: (result) => ("user" in result ? onSignedIn(result.user) : setIsCodeStep(true)),
      onError: (error) => {
        const isUnconfirmed = error instanceof ApiError && error.code === "email_not_confirmed";
        setIsResendOpen(isUnconfirmed);
        if (!isUnconfirmed) setFocus("password");
      },
    });
  });

  function fillDemoAccount(email: string, password: string) {
    setValue("email", email, { shouldValidate: true });
    setValue("password", password, { shouldValidate: true });
    setFocus("password");
  }

  if (isCodeStep) {
    return (
      <SignInCodeStep
        onSignedIn={onSignedIn}
        onStartOver={() => {
          signIn.reset();
          setIsCodeStep(false);
          setValue("password", "");
          setTimeout(() => setFocus("password"));
        }}
      />
    );
  }

  return (
    <>
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        {signIn.error && !isResent && <Alert tone="error">{t(loginErrorKey(signIn.error))}</Alert>}
        {isResent && <Alert tone="success">{t("auth.resend.sent")}</Alert>}
        {isResendOpen && (
          <ResendConfirmationPanel
            getEmail={() => getValues("email")}
            onSent={() => {
              setIsResendOpen(false);
              setIsResent(true);
            }}
          />
        )}
        <TextField
          label={t("auth.fields.email")}
          type="email"
          autoComplete="email"
          inputMode="email"
          error={errors.email && t(fieldMessageKey(errors.email.message))}
          {...register("email")}
        />
        <PasswordField
          label={t("auth.fields.password")}
          autoComplete="current-password"
          error={errors.password && t(fieldMessageKey(errors.password.message))}
          {...register("password")}
        />
        <div className="flex flex-wrap items-center justify-between gap-2">
          <CheckboxField label={t("auth.login.rememberMe")} {...register("rememberMe")} />
          <Link to="/forgot-password" className="text-sm font-medium text-brand-700 hover:underline">
            {t("auth.login.forgotPassword")}
          </Link>
        </div>
        <Button type="submit" size="lg" className="w-full" isLoading={signIn.isPending}>
          {t(signIn.isPending ? "auth.login.submitting" : "auth.login.submit")}
        </Button>
      </form>
      <DemoAccountsBox onPick={fillDemoAccount} />
    </>
  );
}
