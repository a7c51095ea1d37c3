// The follower's payment management: cards, invoices and receipts live in the payment
// provider's customer portal, opened in a new tab.
import { useTranslation } from "../../i18n";
import { Alert } from "../../ui/alert";
import { Button } from "../../ui/button";
import { portalErrorMessage } from "../billing";
import { usePaymentPortal } from "../billing";
import { SettingsCard } from "../../ui/settings-card";

export function PaymentManagementCard() {
  const { t } = useTranslation();
  const portal = usePaymentPortal();

  const open = () => {
    // Browsers only allow a new tab in direct answer to the click, so it opens now, empty, and
    // gets its address when the portal session arrives.
    const tab = window.open("", "_blank");
    if (tab) tab.opener = null;
    portal.mutate(undefined, {
      onSuccess: (url) => {
        if (tab && !tab.closed) tab.location.href = url;
        // A blocked pop-up leaves only this tab.
        else window.location.assign(url);
      },
      onError: () => tab?.close(),
    });
  };

  return (
    <SettingsCard title={t("billing.portal.title")} description={t("billing.portal.description")}>
      <div className="space-y-4">
        <ul className="list-disc space-y-1 pl-5 text-sm text-slate-700">
          <li>{t("billing.portal.cards")}</li>
          <li>{t("billing.portal.invoices")}</li>
          <li>{t("billing.portal.memberships")}</li>
        </ul>
        <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:gap-4">
          <Button onClick={open} isLoading={portal.isPending} className="w-full sm:w-auto">
            {t("billing.portal.open")}
            <span className="sr-only"> {t("billing.portal.newTab")}</span>
          </Button>
          <p className="text-sm text-slate-500">{t("billing.portal.note")}</p>
        </div>
        {portal.isError && <Alert tone="error">{portalErrorMessage(t, portal.error)}</Alert>}
      </div>
    </SettingsCard>
  );
}
