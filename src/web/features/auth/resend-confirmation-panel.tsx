// Offers a new confirmation email to someone whose address is not confirmed yet.
import { useState } from "react";
import { useTranslation } from "../../i18n";
import { Alert } from "../../ui/alert";
import { Button } from "../../ui/button";
import { resendErrorKey } from "./error-messages";
import { useResendConfirmation } from "./queries";

interface ResendConfirmationPanelProps {
  /** The address to send to, read when the button is pressed. */
  getEmail: () => string;
  onSent: () => void;
}

export function ResendConfirmationPanel({ getEmail, onSent }: ResendConfirmationPanelProps) {
  const { t } = useTranslation();
  const resend = useResendConfirmation();
  const [errorKey, setErrorKey] = useState<string>();

  function send() {
    const email = getEmail().trim();
    if (!email) {
      setErrorKey("auth.errors.resendNeedsEmail");
      return;
    }
    setErrorKey(undefined);
    resend.mutate(email, { onSuccess: onSent, onError: (error) => setErrorKey(resendErrorKey(error)) });
  }

  return (
    <div className="space-y-3 rounded-xl border border-amber-200 bg-amber-50 p-4">
      <p className="text-sm text-amber-950">{t("auth.resend.prompt")}</p>
      <Button variant="secondary" size="sm" onClick={send} isLoading={resend.isPending}>
        {t(resend.isPending ? "auth.resend.sending" : "auth.resend.button")}
      </Button>
      {errorKey && <Alert tone="error">{t(errorKey)}</Alert>}
    </div>
  );
}
