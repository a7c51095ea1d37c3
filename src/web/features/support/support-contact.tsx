// How to reach a person: the support address as a mailto link, with what to put in the message.
import { useTranslation } from "../../i18n";
import { buttonClasses } from "../../ui/button";
import { LoadError } from "../../ui/load-error";
import { useSupportContact } from "./queries";

export function SupportContact() {
  const { t } = useTranslation();
  const { data, isPending, isError, refetch, isRefetching } = useSupportContact();
  return (
    <section
      id="support-contact"
      aria-labelledby="support-contact-title"
      className="scroll-mt-20 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200"
    >
      <h2 id="support-contact-title" className="text-xl font-bold text-slate-900">
        {t("support.contact.title")}
      </h2>
      <p className="mt-2 text-slate-600">{t("support.contact.text")}</p>
      <div className="mt-4">
        {isPending ? (
          <p role="status" className="text-sm text-slate-500">
            {t("support.contact.loading")}
          </p>
        ) : isError ? (
          <LoadError
            message={t("support.contact.loadFailed")}
            onRetry={() => void refetch()}
            isRetrying={isRefetching}
          />
        ) : (
          <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:gap-4">
            <a href={`mailto:${data.email}`} className={buttonClasses("primary", "lg")}>
              {t("support.contact.email")}
            </a>
            <span className="text-sm break-all text-slate-600">{data.email}</span>
          </div>
        )}
      </div>
      <p className="mt-4 text-sm text-slate-500">{t("support.contact.include")}</p>
    </section>
  );
}
