// After registering: check your email, with a way to have the confirmation sent again.
import { useState } from "react";
import { useTranslation } from "../../i18n";
import { Alert } from "../../ui/alert";
import { Button, ButtonLink } from "../../ui/button";
import { resendErrorKey } from "./error-messages";
import { useResendConfirmation } from "./queries";

/** `loginPath` keeps the way back the registration was opened with. */
export function RegistrationSentNotice({ email, loginPath = "/login" }: { email: string; loginPath?: string }) {
  const { t } = useTranslation();
  const resend = useResendConfirmation();
  const [errorKey, setErrorKey] = useState<string>();

  function sendAgain() {
    if (!email) {
      setErrorKey("auth.errors.resendNoEmail");
      return;
    }
    setErrorKey(undefined);
    resend.mutate(email, { onError: (error) => setErrorKey(resendErrorKey(error)) });
  }

  return (
    <div className="mb-6 space-y-3">
      <Alert tone="success">
        <p className="font-semibold">{t("auth.register.sent.title")}</p>
        <p className="mt-1">{t("auth.register.sent.body", { email })}</p>
      </Alert>
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" size="sm" onClick={sendAgain} isLoading={resend.isPending}>
          {t(resend.isPending ? "auth.resend.sending" : "auth.resend.button")}
        </Button>
        <ButtonLink to={loginPath} variant="primary" size="sm">
          {t("auth.register.sent.login")}
        </ButtonLink>
      </div>
      {resend.isSuccess && !errorKey && <Alert tone="success">{t("auth.resend.sent")}</Alert>}
      {errorKey && <Alert tone="error">{t(errorKey)}</Alert>}
    </div>
  );
}
