// /sandbox/portal/:sessionId: the sandbox's stand-in for Stripe's Customer Portal. The follower
// updates the card, cancels or resumes subscriptions and reads the invoices.
import { useParams } from "react-router";
import { useTranslation } from "../../i18n";
import type { SandboxPortalView } from "../../../domain/sandbox-payments";
import { LoadError } from "../../ui/load-error";
import { PageSpinner } from "../../ui/spinner";
import { isNotFound } from "./error-messages";
import { InvoicesTable } from "./invoices-table";
import { LinkExpired } from "./link-expired";
import { PaymentMethodPanel } from "./payment-method-panel";
import { useSandboxPortal } from "./queries";
import { ReturnLink } from "./return-link";
import { SandboxLayout } from "./sandbox-layout";
import { SandboxPanel } from "./sandbox-panel";
import { SubscriptionItem } from "./subscription-item";

/** Where an expired portal session sends the follower: their settings, where a new one starts. */
const FOLLOWER_SETTINGS = "/dashboard/follower/settings";

export function SandboxPortalPage() {
  const { t } = useTranslation();
  const { sessionId = "" } = useParams();
  const portal = useSandboxPortal(sessionId);
  const customer = portal.data?.customer;

  return (
    <SandboxLayout
      title={t("sandbox.portal.title")}
      intro={customer && t("sandbox.portal.intro", { name: customer.name, email: customer.email })}
      width="wide"
    >
      {portal.isPending ? (
        <PageSpinner />
      ) : portal.isError ? (
        isNotFound(portal.error) ? (
          <LinkExpired message={t("sandbox.portal.notFound")} returnTo={FOLLOWER_SETTINGS} />
        ) : (
          <LoadError
            message={t("sandbox.portal.loadError")}
            onRetry={() => void portal.refetch()}
            isRetrying={portal.isFetching}
          />
        )
      ) : (
        <PortalContent sessionId={sessionId} portal={portal.data} />
      )}
    </SandboxLayout>
  );
}

function PortalContent({ sessionId, portal }: { sessionId: string; portal: SandboxPortalView }) {
  const { t } = useTranslation();
  return (
    <>
      <ReturnLink href={portal.returnUrl} />
      <PaymentMethodPanel sessionId={sessionId} card={portal.card} customerName={portal.customer.name} />
      <SandboxPanel title={t("sandbox.portal.subscriptions.title")}>
        {portal.subscriptions.length === 0 ? (
          <p className="rounded-xl border border-dashed border-slate-300 px-4 py-6 text-center text-sm text-slate-600">
            {t("sandbox.portal.subscriptions.empty")}
          </p>
        ) : (
          <ul className="space-y-3">
            {portal.subscriptions.map((subscription) => (
              <li key={subscription.id}>
                <SubscriptionItem sessionId={sessionId} subscription={subscription} />
              </li>
            ))}
          </ul>
        )}
      </SandboxPanel>
      <SandboxPanel title={t("sandbox.portal.invoices.title")}>
        <InvoicesTable invoices={portal.invoices} />
      </SandboxPanel>
    </>
  );
}
