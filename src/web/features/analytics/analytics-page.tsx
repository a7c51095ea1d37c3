// /dashboard/influencer/analytics: the creator's figures over a chosen range, as charts with
// their tables and CSV downloads, the top posts, where new members came from, free trials, paused
// and resumed memberships, tips and posts sold, gift memberships, offers redeemed, and why members cancelled.
import { useMemo, useState } from "react";
import { joinSources, type AnalyticsRange, type CreatorAnalytics } from "../../../domain/analytics";
import { cancellationReasons } from "../../../domain/cancellation";
import { formatMoney } from "../../../domain/money";
import { useTranslation } from "../../i18n";
import { LoadError } from "../../ui/load-error";
import { AnalyticsSkeleton } from "./analytics-skeleton";
import { ChartCard } from "./chart-card";
import { NoAnalytics } from "./no-analytics";
import { OffersTable } from "./offers-table";
import { useCreatorAnalytics } from "./queries";
import { RangePicker } from "./range-picker";
import { SummaryFigures } from "./summary-figures";
import { TopPosts } from "./top-posts";

const colors = {
  rookie: "#64748b",
  pro: "#2563eb",
  all_star: "#d97706",
  joined: "#16a34a",
  ended: "#dc2626",
  gross: "#0f766e",
  fee: "#94a3b8",
  net: "#7c3aed",
  views: "#2563eb",
  favorites: "#db2777",
  sources: "#0f766e",
  trialsStarted: "#0891b2",
  trialsConverted: "#16a34a",
  pauses: "#d97706",
  resumes: "#2563eb",
  tips: "#059669",
  postSales: "#9333ea",
  giftsSold: "#db2777",
  giftsRedeemed: "#0891b2",
};

const isEmpty = ({ totals }: CreatorAnalytics) =>
  totals.membersAtStart +
    totals.membersAtEnd +
    totals.joined +
    totals.ended +
    totals.views +
    totals.favorites +
    totals.tips +
    totals.postSales +
    totals.giftsSold +
    totals.giftsRedeemed +
    totals.offerRedemptions ===
    0 && totals.grossCents === 0;

function Figures({ data }: { data: CreatorAnalytics }) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  const charts = useMemo(() => {
    const dateFormat = new Intl.DateTimeFormat(
      locale,
      data.bucket === "month"
        ? { month: "short", year: "numeric", timeZone: "UTC" }
        : { month: "short", day: "numeric", timeZone: "UTC" },
    );
    const number = new Intl.NumberFormat(locale);
    const count = (value: number) => number.format(value);
    const money = (cents: number) => formatMoney(cents, locale);
    const labels = data.points.map((point) => dateFormat.format(new Date(`${point.date}T00:00:00Z`)));
    const keys = data.points.map((point) => point.date);
    const values = (pick: (point: CreatorAnalytics["points"][number]) => number) => data.points.map(pick);
    const common = {
      labels,
      keys,
      rowHeader: t(data.bucket === "month" ? "analytics.table.month" : "analytics.table.day"),
    };
    const file = (name: string) => `${name}-${data.range}.csv`;
    return [
      {
        ...common,
        title: t("analytics.charts.members.title"),
        description: t("analytics.charts.members.description"),
        kind: "line" as const,
        series: (["rookie", "pro", "all_star"] as const).map((tier) => ({
          label: t(`analytics.tiers.${tier}`),
          color: colors[tier],
          values: values((point) => point.members[tier]),
        })),
        formatValue: count,
        filename: file("members-by-tier"),
      },
      {
        ...common,
        title: t("analytics.charts.changes.title"),
        kind: "bar" as const,
        series: [
          {
            label: t("analytics.charts.changes.joined"),
            color: colors.joined,
            values: values((point) => point.joined),
          },
          { label: t("analytics.charts.changes.ended"), color: colors.ended, values: values((point) => point.ended) },
        ],
        formatValue: count,
        filename: file("new-and-cancelled"),
      },
      {
        ...common,
        title: t("analytics.charts.revenue.title"),
        description: t("analytics.charts.revenue.description"),
        kind: "bar" as const,
        series: [
          {
            label: t("analytics.charts.revenue.gross"),
            color: colors.gross,
            values: values((point) => point.grossCents),
          },
          {
            label: t("analytics.charts.revenue.fee"),
            color: colors.fee,
            values: values((point) => point.platformFeeCents),
          },
          { label: t("analytics.charts.revenue.net"), color: colors.net, values: values((point) => point.netCents) },
        ],
        formatValue: money,
        csvValue: (cents: number) => (cents / 100).toFixed(2),
        filename: file("revenue"),
      },
      {
        ...common,
        title: t("analytics.charts.views.title"),
        kind: "line" as const,
        series: [
          { label: t("analytics.charts.views.views"), color: colors.views, values: values((point) => point.views) },
          {
            label: t("analytics.charts.views.favorites"),
            color: colors.favorites,
            values: values((point) => point.favorites),
          },
        ],
        formatValue: count,
        filename: file("views-and-favorites"),
      },
      {
        ...common,
        title: t("analytics.charts.trials.title"),
        description: t("analytics.charts.trials.description"),
        kind: "bar" as const,
        series: [
          {
            label: t("analytics.charts.trials.started"),
            color: colors.trialsStarted,
            values: values((point) => point.trialsStarted),
          },
          {
            label: t("analytics.charts.trials.converted"),
            color: colors.trialsConverted,
            values: values((point) => point.trialsConverted),
          },
        ],
        formatValue: count,
        filename: file("free-trials"),
      },
      {
        ...common,
        title: t("analytics.charts.pauses.title"),
        description: t("analytics.charts.pauses.description"),
        kind: "bar" as const,
        series: [
          {
            label: t("analytics.charts.pauses.pauses"),
            color: colors.pauses,
            values: values((point) => point.pauses),
          },
          {
            label: t("analytics.charts.pauses.resumes"),
            color: colors.resumes,
            values: values((point) => point.resumes),
          },
        ],
        formatValue: count,
        filename: file("pauses-and-resumes"),
      },
      {
        ...common,
        title: t("analytics.charts.oneOff.title"),
        description: t("analytics.charts.oneOff.description"),
        kind: "bar" as const,
        series: [
          { label: t("analytics.charts.oneOff.tips"), color: colors.tips, values: values((point) => point.tipsCents) },
          {
            label: t("analytics.charts.oneOff.postSales"),
            color: colors.postSales,
            values: values((point) => point.postSalesCents),
          },
        ],
        formatValue: money,
        csvValue: (cents: number) => (cents / 100).toFixed(2),
        filename: file("tips-and-posts-sold"),
      },
      {
        ...common,
        title: t("analytics.charts.gifts.title"),
        description: t("analytics.charts.gifts.description"),
        kind: "bar" as const,
        // Counts are drawn; the revenue, in other units, is a column of the table and the CSV.
        series: [
          {
            label: t("analytics.charts.gifts.sold"),
            color: colors.giftsSold,
            values: values((point) => point.giftsSold),
          },
          {
            label: t("analytics.charts.gifts.revenue"),
            color: colors.gross,
            values: values((point) => point.giftsCents),
            isTableOnly: true,
            formatValue: money,
            csvValue: (cents: number) => (cents / 100).toFixed(2),
          },
          {
            label: t("analytics.charts.gifts.redeemed"),
            color: colors.giftsRedeemed,
            values: values((point) => point.giftsRedeemed),
          },
        ],
        formatValue: count,
        filename: file("gifts"),
      },
      {
        title: t("analytics.charts.sources.title"),
        description: t("analytics.charts.sources.description"),
        kind: "bar" as const,
        labels: joinSources.map((source) => t(`analytics.sources.${source}`)),
        keys: [...joinSources],
        rowHeader: t("analytics.table.source"),
        series: [
          {
            label: t("analytics.charts.sources.members"),
            color: colors.sources,
            values: joinSources.map((source) => data.sources[source]),
          },
        ],
        formatValue: count,
        filename: file("new-member-sources"),
      },
      {
        title: t("analytics.charts.cancellations.title"),
        description: t("analytics.charts.cancellations.description"),
        kind: "bar" as const,
        labels: cancellationReasons.map((reason) => t(`analytics.reasons.${reason}`)),
        keys: [...cancellationReasons],
        rowHeader: t("analytics.table.reason"),
        series: [
          {
            label: t("analytics.charts.cancellations.members"),
            color: colors.ended,
            values: cancellationReasons.map((reason) => data.cancellationReasons[reason]),
          },
        ],
        formatValue: count,
        filename: file("cancellation-reasons"),
      },
    ];
  }, [data, locale, t]);

  return (
    <div className="space-y-6">
      <SummaryFigures totals={data.totals} />
      <div className="grid gap-6 xl:grid-cols-2">
        {charts.map((chart) => (
          <ChartCard key={chart.filename} {...chart} />
        ))}
      </div>
      <OffersTable offers={data.offers} filename={`offers-${data.range}.csv`} />
      <div className="grid gap-6 lg:grid-cols-2">
        <TopPosts
          title={t("analytics.topPosts.byViews")}
          posts={data.topPostsByViews}
          measure="views"
          emptyText={t("analytics.topPosts.noViews")}
        />
        <TopPosts
          title={t("analytics.topPosts.byFavorites")}
          posts={data.topPostsByFavorites}
          measure="favorites"
          emptyText={t("analytics.topPosts.noFavorites")}
        />
      </div>
    </div>
  );
}

export function AnalyticsPage() {
  const { t } = useTranslation();
  const [range, setRange] = useState<AnalyticsRange>("30d");
  const { data, isPending, isError, isPlaceholderData, isFetching, refetch, isRefetching } = useCreatorAnalytics(range);

  return (
    <div className="space-y-6">
      <header>
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{t("analytics.title")}</h1>
        <p className="mt-2 text-slate-600">{t("analytics.intro")}</p>
      </header>
      <RangePicker value={range} onChange={setRange} />
      <div
        aria-busy={isPending || (isPlaceholderData && isFetching)}
        className={isPlaceholderData ? "opacity-60 transition-opacity" : undefined}
      >
        {isPending ? (
          <AnalyticsSkeleton />
        ) : isError && !data ? (
          <LoadError message={t("analytics.loadFailed")} onRetry={() => void refetch()} isRetrying={isRefetching} />
        ) : data && isEmpty(data) ? (
          <NoAnalytics />
        ) : data ? (
          <Figures data={data} />
        ) : null}
      </div>
    </div>
  );
}
