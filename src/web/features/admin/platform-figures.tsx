// The platform in numbers: people, memberships, this month's money, tips and posts sold, gift
// memberships, free trials, paused and resumed memberships, offers redeemed, why members cancelled,
// and what needs attention, each group a row of cards.
import type { ReactNode } from "react";
import { useTranslation } from "../../i18n";
import { CREATOR_SHARE } from "../../../domain/money";
import { useFormat } from "../../lib/format";
import { LoadError } from "../../ui/load-error";
import { StatCard, StatGrid } from "../../ui/stat-card";
import { CancellationReasons } from "./cancellation-reasons";
import { usePlatformFigures } from "./queries";

const creatorPercent = Math.round(CREATOR_SHARE * 100);

function FigureGroup({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="mb-3 text-lg font-semibold text-slate-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

export function PlatformFigures() {
  const { t, i18n } = useTranslation();
  const percent = new Intl.NumberFormat(i18n.language, { style: "percent", maximumFractionDigits: 1 });
  const format = useFormat();
  const { data: figures, isPending, isError, refetch, isRefetching } = usePlatformFigures();

  if (isError)
    return <LoadError message={t("owner.loadFailed")} onRetry={() => void refetch()} isRetrying={isRefetching} />;
  const loading = { isLoading: isPending, loadingLabel: t("owner.loading") };
  const freeMemberships = figures ? figures.activeMemberships - figures.paidMemberships : 0;

  return (
    <div className="space-y-8">
      <FigureGroup id="owner-people" title={t("owner.groups.people")}>
        <StatGrid count={2} {...loading}>
          {figures && (
            <>
              <StatCard icon="creator" label={t("owner.figures.creators")} value={format.count(figures.creators)} />
              <StatCard
                icon="users"
                tone="sky"
                label={t("owner.figures.followers")}
                value={format.count(figures.followers)}
              />
            </>
          )}
        </StatGrid>
      </FigureGroup>

      <FigureGroup id="owner-memberships" title={t("owner.groups.memberships")}>
        <StatGrid count={2} {...loading}>
          {figures && (
            <>
              <StatCard
                icon="badge"
                tone="amber"
                label={t("owner.figures.activeMemberships")}
                value={format.count(figures.activeMemberships)}
                detail={t("owner.figures.freeMemberships", {
                  count: freeMemberships,
                  formatted: format.count(freeMemberships),
                })}
              />
              <StatCard
                icon="card"
                label={t("owner.figures.paidMemberships")}
                value={format.count(figures.paidMemberships)}
              />
            </>
          )}
        </StatGrid>
      </FigureGroup>

      <FigureGroup id="owner-revenue" title={t("owner.groups.revenue")}>
        <StatGrid count={3} {...loading}>
          {figures && (
            <>
              <StatCard
                icon="money"
                tone="green"
                label={t("owner.figures.grossVolume")}
                value={format.money(figures.monthlyGrossCents)}
                detail={t("owner.figures.grossHint")}
              />
              <StatCard
                icon="percent"
                label={t("owner.figures.platformFee", { percent: 100 - creatorPercent })}
                value={format.money(figures.monthlyPlatformFeeCents)}
              />
              <StatCard
                icon="wallet"
                tone="slate"
                label={t("owner.figures.creatorNet", { percent: creatorPercent })}
                value={format.money(figures.monthlyCreatorNetCents)}
              />
            </>
          )}
        </StatGrid>
      </FigureGroup>

      <FigureGroup id="owner-one-off" title={t("owner.groups.oneOff")}>
        <StatGrid count={4} {...loading}>
          {figures && (
            <>
              <StatCard
                icon="gift"
                tone="green"
                label={t("owner.figures.tips")}
                value={format.count(figures.monthlyTips)}
              />
              <StatCard
                icon="money"
                tone="green"
                label={t("owner.figures.tipsMoney")}
                value={format.money(figures.monthlyTipsCents)}
                detail={t("owner.figures.oneOffHint")}
              />
              <StatCard
                icon="bag"
                tone="sky"
                label={t("owner.figures.postSales")}
                value={format.count(figures.monthlyPostSales)}
              />
              <StatCard
                icon="money"
                tone="sky"
                label={t("owner.figures.postSalesMoney")}
                value={format.money(figures.monthlyPostSalesCents)}
                detail={t("owner.figures.oneOffHint")}
              />
            </>
          )}
        </StatGrid>
      </FigureGroup>

      <FigureGroup id="owner-gifts" title={t("owner.groups.gifts")}>
        <StatGrid count={3} {...loading}>
          {figures && (
            <>
              <StatCard
                icon="gift"
                tone="sky"
                label={t("owner.figures.giftsSold")}
                value={format.count(figures.monthlyGiftsSold)}
              />
              <StatCard
                icon="money"
                tone="green"
                label={t("owner.figures.giftsMoney")}
                value={format.money(figures.monthlyGiftsCents)}
                detail={t("owner.figures.oneOffHint")}
              />
              <StatCard
                icon="badge"
                tone="amber"
                label={t("owner.figures.giftsRedeemed")}
                value={format.count(figures.monthlyGiftsRedeemed)}
              />
            </>
          )}
        </StatGrid>
      </FigureGroup>

      <FigureGroup id="owner-trials" title={t("owner.groups.trials")}>
        <StatGrid count={2} {...loading}>
          {figures && (
            <>
              <StatCard
                icon="badge"
                tone="sky"
                label={t("owner.figures.trialsStarted")}
                value={format.count(figures.monthlyTrialsStarted)}
              />
              <StatCard
                icon="percent"
                tone="green"
                label={t("owner.figures.trialConversion")}
                value={
                  figures.monthlyTrialConversionRate === null ? "—" : percent.format(figures.monthlyTrialConversionRate)
                }
                detail={t("owner.figures.trialConversionHint")}
              />
            </>
          )}
        </StatGrid>
      </FigureGroup>

      <FigureGroup id="owner-pauses" title={t("owner.groups.pauses")}>
        <StatGrid count={2} {...loading}>
          {figures && (
            <>
              <StatCard
                icon="card"
                tone="amber"
                label={t("owner.figures.pauses")}
                value={format.count(figures.monthlyPauses)}
                detail={t("owner.figures.pausesHint")}
              />
              <StatCard
                icon="play"
                tone="green"
                label={t("owner.figures.resumes")}
                value={format.count(figures.monthlyResumes)}
                detail={t("owner.figures.resumesHint")}
              />
            </>
          )}
        </StatGrid>
      </FigureGroup>

      <FigureGroup id="owner-offers" title={t("owner.groups.offers")}>
        <StatGrid count={2} {...loading}>
          {figures && (
            <>
              <StatCard
                icon="percent"
                tone="sky"
                label={t("owner.figures.offerRedemptions")}
                value={format.count(figures.monthlyOfferRedemptions)}
                detail={t("owner.figures.offerRedemptionsHint")}
              />
              <StatCard
                icon="money"
                tone="green"
                label={t("owner.figures.offerMoney")}
                value={format.money(figures.monthlyOfferGrossCents)}
                detail={t("owner.figures.offerMoneyHint")}
              />
            </>
          )}
        </StatGrid>
      </FigureGroup>

      {figures && (
        <FigureGroup id="owner-cancellations" title={t("owner.groups.cancellations")}>
          <CancellationReasons counts={figures.monthlyCancellationReasons} />
        </FigureGroup>
      )}

      <FigureGroup id="owner-attention" title={t("owner.groups.attention")}>
        <StatGrid count={2} {...loading}>
          {figures && (
            <>
              <StatCard
                icon="card"
                tone="amber"
                label={t("owner.figures.failedPayments")}
                value={format.count(figures.monthlyFailedPayments)}
                detail={t("owner.figures.failedPaymentsHint")}
              />
              <StatCard
                icon="shield"
                tone="slate"
                label={t("owner.figures.openReports")}
                value={format.count(figures.openReports)}
              />
            </>
          )}
        </StatGrid>
      </FigureGroup>
    </div>
  );
}
