// /support: answers to the common questions about memberships, billing, cancelling, refunds
// and payouts, support requests for signed-in users, and the address to write to.
import { useTranslation } from "../../i18n";
import { buttonClasses } from "../../ui/button";
import { SupportContact } from "./support-contact";
import { SupportFaq } from "./support-faq";
import { SupportRequestsSection } from "./support-requests-section";

export function SupportPage() {
  const { t } = useTranslation();
  return (
    <div className="bg-slate-50 px-4 py-12 sm:px-6 lg:px-8">
      <title>{`${t("support.title")} · FitCreators`}</title>
      <div className="mx-auto max-w-3xl space-y-10">
        <header className="text-center">
          <h1 className="text-3xl font-extrabold text-slate-900 sm:text-4xl">{t("support.title")}</h1>
          <p className="mx-auto mt-3 max-w-2xl text-slate-600">{t("support.intro")}</p>
          <div className="mt-5 flex flex-col justify-center gap-3 sm:flex-row">
            <a href="#support-requests" className={buttonClasses("primary", "md")}>
              {t("supportRequests.jumpTo")}
            </a>
            <a href="#support-contact" className={buttonClasses("secondary", "md")}>
              {t("support.jumpToContact")}
            </a>
          </div>
        </header>
        <SupportFaq />
        <SupportRequestsSection />
        <SupportContact />
      </div>
    </div>
  );
}
