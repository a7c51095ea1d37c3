// /dashboard/owner: the platform's figures and its moderation for the owner (OWNER_EMAILS): the
// queue of open reports, support requests to answer, an account lookup and the audit log. Every
// moderation action asks for a reason.
import { useState, type ReactNode } from "react";
import { useTranslation } from "../../i18n";
import { AccountLookup } from "./account-lookup";
import { ModerationDialog, type PendingAction } from "./moderation-dialog";
import { ModerationLog } from "./moderation-log";
import { PlatformFigures } from "./platform-figures";
import { ReportQueue } from "./report-queue";
import { SupportQueue } from "./support-queue";

function Section({ id, title, intro, children }: { id: string; title: string; intro: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="space-y-3">
      <div>
        <h2 id={id} className="text-lg font-semibold text-slate-900">
          {title}
        </h2>
        <p className="text-sm text-slate-600">{intro}</p>
      </div>
      {children}
    </section>
  );
}

export function OwnerDashboardPage() {
  const { t } = useTranslation();
  const [pending, setPending] = useState<PendingAction | null>(null);
  return (
    <div className="mx-auto w-full max-w-6xl space-y-10 px-4 py-6 sm:px-6 md:py-10">
      <header>
        <p className="text-sm font-semibold text-brand-700">{t("owner.eyebrow")}</p>
        <h1 className="mt-1 text-2xl font-bold text-slate-900 sm:text-3xl">{t("owner.title")}</h1>
        <p className="mt-2 text-slate-600">{t("owner.intro")}</p>
      </header>

      <PlatformFigures />

      <Section id="owner-queue" title={t("moderation.queue.title")} intro={t("moderation.queue.intro")}>
        <ReportQueue onAction={setPending} />
      </Section>

      <Section id="owner-support" title={t("owner.support.title")} intro={t("owner.support.intro")}>
        <SupportQueue />
      </Section>

      <Section id="owner-accounts" title={t("moderation.accounts.title")} intro={t("moderation.accounts.intro")}>
        <AccountLookup onAction={setPending} />
      </Section>

      <Section id="owner-log" title={t("moderation.log.title")} intro={t("moderation.log.intro")}>
        <ModerationLog onAction={setPending} />
      </Section>

      <ModerationDialog pending={pending} onClose={() => setPending(null)} />
    </div>
  );
}
