// /sandbox/checkout/:sessionId: the sandbox's stand-in for Stripe Checkout. The follower pays a
// monthly membership, or one payment (a tip), with a test card and is sent to the checkout's success URL.
import { useState } from "react";
import { useParams } from "react-router";
import { useTranslation } from "../../i18n";
import type { SandboxCardInput, SandboxCheckoutView } from "../../../domain/sandbox-payments";
import { useFormat } from "../../lib/format";
import { LoadError } from "../../ui/load-error";
import { PageSpinner } from "../../ui/spinner";
import { CardForm } from "./card-form";
import { CheckoutClosed } from "./checkout-closed";
import { CheckoutSummary } from "./checkout-summary";
import { isCheckoutNotOpen, isNotFound } from "./error-messages";
import { LinkExpired } from "./link-expired";
import { usePayCheckout, useSandboxCheckout } from "./queries";
import { SandboxLayout } from "./sandbox-layout";
import { SandboxPanel } from "./sandbox-panel";

export function SandboxCheckoutPage() {
  const { t } = useTranslation();
  const { sessionId = "" } = useParams();
  const checkout = useSandboxCheckout(sessionId);

  return (
    <SandboxLayout title={t("sandbox.checkout.title")}>
      {checkout.isPending ? (
        <PageSpinner />
      ) : checkout.isError ? (
        isNotFound(checkout.error) ? (
          <LinkExpired message={t("sandbox.checkout.notFound")} />
        ) : (
          <LoadError
            message={t("sandbox.checkout.loadError")}
            onRetry={() => void checkout.refetch()}
            isRetrying={checkout.isFetching}
          />
        )
      ) : (
        <CheckoutContent sessionId={sessionId} checkout={checkout.data} />
      )}
    </SandboxLayout>
  );
}

function CheckoutContent({ sessionId, checkout }: { sessionId: string; checkout: SandboxCheckoutView }) {
  const { t } = useTranslation();
  const format = useFormat();
  const pay = usePayCheckout(sessionId);
  const [isLeaving, setIsLeaving] = useState(false);

  const isClosed = checkout.status !== "open" || isCheckoutNotOpen(pay.error);
  if (isClosed) {
    return (
      <>
        <CheckoutSummary checkout={checkout} />
        <CheckoutClosed status={checkout.status} mode={checkout.mode} cancelUrl={checkout.cancelUrl} />
      </>
    );
  }

  async function payWith(card: SandboxCardInput) {
    const { redirectUrl } = await pay.mutateAsync(card);
    setIsLeaving(true);
    window.location.assign(redirectUrl);
  }

  return (
    <>
      <CheckoutSummary checkout={checkout} />
      <SandboxPanel title={t("sandbox.checkout.paymentTitle")}>
        <CardForm
          submitLabel={
            checkout.mode === "subscription" && checkout.trialDays > 0
              ? t("sandbox.checkout.startTrial")
              : t("sandbox.checkout.pay", { amount: format.money(checkout.amountCents) })
          }
          onSubmit={payWith}
          isBusy={isLeaving}
        />
      </SandboxPanel>
      <p className="text-center">
        <a
          href={checkout.cancelUrl}
          className="rounded text-sm font-semibold text-brand-700 underline-offset-2 hover:underline"
        >
          {t("sandbox.checkout.cancel")}
        </a>
      </p>
    </>
  );
}
