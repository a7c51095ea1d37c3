// The customer's invoices, newest first as the server sends them: date, number, description,
// amount and status. On a phone the table scrolls sideways inside its own focusable box.
import { useTranslation } from "../../i18n";
import type { SandboxPortalView } from "../../../domain/sandbox-payments";
import { StatusBadge, type BadgeTone } from "./status-badge";
import { useSandboxFormat } from "./use-sandbox-format";

type Invoice = SandboxPortalView["invoices"][number];

const tones: Record<Invoice["status"], BadgeTone> = {
  paid: "success",
  open: "warning",
  void: "neutral",
  uncollectible: "danger",
};

export function InvoicesTable({ invoices }: { invoices: Invoice[] }) {
  const { t } = useTranslation();
  const format = useSandboxFormat();

  if (invoices.length === 0) {
    return (
      <p className="rounded-xl border border-dashed border-slate-300 px-4 py-6 text-center text-sm text-slate-600">
        {t("sandbox.portal.invoices.empty")}
      </p>
    );
  }

  const header = "px-3 py-2 text-left text-xs font-semibold tracking-wide text-slate-600 uppercase";
  return (
    // Focusable so a keyboard can scroll it; the table itself is named by its caption.
    <div
      tabIndex={0}
      className="overflow-x-auto rounded-xl border border-slate-200 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-500"
    >
      <table className="w-full min-w-[36rem] text-sm">
        <caption className="sr-only">{t("sandbox.portal.invoices.caption")}</caption>
        <thead className="bg-slate-50">
          <tr>
            <th scope="col" className={header}>
              {t("sandbox.portal.invoices.date")}
            </th>
            <th scope="col" className={header}>
              {t("sandbox.portal.invoices.number")}
            </th>
            <th scope="col" className={header}>
              {t("sandbox.portal.invoices.description")}
            </th>
            <th scope="col" className={`${header} text-right`}>
              {t("sandbox.portal.invoices.amount")}
            </th>
            <th scope="col" className={header}>
              {t("sandbox.portal.invoices.status")}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200">
          {invoices.map((invoice) => (
            <tr key={invoice.id}>
              <td className="px-3 py-2 whitespace-nowrap text-slate-800">{format.date(invoice.createdAt)}</td>
              <td className="px-3 py-2 font-mono text-xs whitespace-nowrap text-slate-700">{invoice.number}</td>
              <td className="px-3 py-2 text-slate-800">{invoice.description}</td>
              <td className="px-3 py-2 text-right whitespace-nowrap text-slate-900 tabular-nums">
                {format.money(invoice.status === "paid" ? invoice.amountPaidCents : invoice.amountDueCents)}
              </td>
              <td className="px-3 py-2">
                <StatusBadge
                  tone={tones[invoice.status]}
                  label={t(`sandbox.portal.invoices.statuses.${invoice.status}`)}
                />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
