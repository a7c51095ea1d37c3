// /dashboard/influencer/clients: every ALL STAR client with their plan, this week's adherence,
// missed sessions and new records, sorted by "needs attention" (or by name), each opening their page.
import clsx from "clsx";
import { useState } from "react";
import { Link } from "react-router";
import { useTranslation } from "../../i18n";
import { LoadError } from "../../ui/load-error";
import { LoadingList, SkeletonRow } from "../../ui/skeleton-list";
import { SelectField } from "../../ui/fields";
import { localToday, useFormatPlanDate } from "./plan-dates";
import { useClients, type Client } from "./queries";

const flagTones = {
  missed_sessions: "bg-red-100 text-red-800",
  no_checkin: "bg-amber-100 text-amber-800",
  new_record: "bg-green-100 text-green-800",
} as const;

export function ClientsPage() {
  const { t } = useTranslation();
  const clients = useClients(localToday());
  const formatDate = useFormatPlanDate();
  const [order, setOrder] = useState<"attention" | "name">("attention");
  const sorted: Client[] =
    order === "name" ? [...(clients.data ?? [])].sort((a, b) => a.name.localeCompare(b.name)) : (clients.data ?? []);

  return (
    <div className="space-y-6">
      <title>{t("coaching.clients.documentTitle")}</title>
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{t("coaching.clients.title")}</h1>
          <p className="mt-2 text-slate-600">{t("coaching.clients.intro")}</p>
        </div>
        <div className="w-56">
          <SelectField
            label={t("coaching.clients.sortBy")}
            value={order}
            onChange={(event) => setOrder(event.target.value as "attention" | "name")}
          >
            <option value="attention">{t("coaching.clients.sortAttention")}</option>
            <option value="name">{t("coaching.clients.sortName")}</option>
          </SelectField>
        </div>
      </header>
      {clients.isPending && (
        <LoadingList
          label={t("coaching.clients.loading")}
          className="space-y-3"
          count={4}
          row={
            <SkeletonRow
              className="gap-4 rounded-2xl border border-slate-200 bg-white p-4"
              lead="h-10 w-10 rounded-full bg-slate-200"
              lines={["h-4 w-1/3 rounded bg-slate-200", "h-3 w-1/2 rounded bg-slate-200"]}
            />
          }
        />
      )}
      {clients.isError && (
        <LoadError
          message={t("coaching.clients.loadFailed")}
          onRetry={() => void clients.refetch()}
          isRetrying={clients.isFetching}
        />
      )}
      {clients.data?.length === 0 && (
        <p className="rounded-2xl border border-dashed border-slate-300 bg-white p-8 text-center text-slate-600">
          {t("coaching.clients.empty")}
        </p>
      )}
      {sorted.length > 0 && (
        <ul className="space-y-3" aria-label={t("coaching.clients.listLabel")}>
          {sorted.map((client) => (
            <li key={client.id}>
              <Link
                to={`/dashboard/influencer/clients/${encodeURIComponent(client.id)}`}
                className="block rounded-2xl border border-slate-200 bg-white p-4 shadow-sm hover:border-brand-300"
              >
                <span className="flex flex-wrap items-center justify-between gap-2">
                  <span className="font-semibold text-slate-900">
                    {client.name} <span className="font-normal text-slate-500">@{client.username}</span>
                  </span>
                  <span className="flex flex-wrap gap-1">
                    {client.flags.map((flag) => (
                      <span
                        key={flag}
                        className={clsx("rounded-full px-2 py-0.5 text-xs font-semibold", flagTones[flag])}
                      >
                        {t(`coaching.clients.flags.${flag}`, { count: client.missedSessions })}
                      </span>
                    ))}
                  </span>
                </span>
                <span className="mt-1 block text-sm text-slate-600">
                  {client.plan ? client.plan.name : t("coaching.clients.noPlan")}
                  {client.plan &&
                    ` · ${t("coaching.clients.thisWeek", { done: client.thisWeek.done, count: client.thisWeek.planned })}`}
                  {` · ${
                    client.lastLoggedOn
                      ? t("coaching.clients.lastLogged", { date: formatDate(client.lastLoggedOn) })
                      : t("coaching.clients.neverLogged")
                  }`}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
