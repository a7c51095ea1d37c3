// A checkout that can no longer be paid: already paid, expired, or closed while the form was open.
import { useTranslation } from "../../i18n";
import type { SandboxCheckoutView } from "../../../domain/sandbox-payments";
import { Alert } from "../../ui/alert";
import { buttonClasses } from "../../ui/button";

interface CheckoutClosedProps {
  status: SandboxCheckoutView["status"];
  mode: SandboxCheckoutView["mode"];
  cancelUrl: string;
}

export function CheckoutClosed({ status, mode, cancelUrl }: CheckoutClosedProps) {
  const { t } = useTranslation();
  // "open" here means the server refused the payment as closed before this page learnt why.
  const reason = status === "complete" ? "complete" : status === "expired" ? "expired" : "closed";
  // A paid membership has started; a paid tip is simply done.
  const body = mode === "payment" && reason !== "expired" ? "bodyPayment" : "body";
  return (
    <div className="space-y-6">
      <Alert tone="info">
        <p className="font-semibold">{t(`sandbox.checkout.notOpen.${reason}.title`)}</p>
        <p className="mt-1">{t(`sandbox.checkout.notOpen.${reason}.${body}`)}</p>
      </Alert>
      <a href={cancelUrl} className={buttonClasses("primary", "lg", "w-full sm:w-auto")}>
        {t("sandbox.returnToSite")}
      </a>
    </div>
  );
}
