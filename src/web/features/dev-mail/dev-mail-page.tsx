// /dev/mail: the development outbox, to read confirmation and reset emails without a mail server.
import { useTranslation } from "../../i18n";
import { useSearchParams } from "react-router";
import { Alert } from "../../ui/alert";
import { Button } from "../../ui/button";
import { PageSpinner } from "../../ui/spinner";
import { MailList } from "./mail-list";
import { MailReader } from "./mail-reader";
import { useDevMail } from "./queries";

export function DevMailPage() {
  const { t } = useTranslation();
  const mail = useDevMail();
  const [searchParams] = useSearchParams();
  const openId = searchParams.get("message");
  const messages = mail.data ?? [];
  const open = messages.find((message) => message.id === openId) ?? null;

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{t("devMail.title")}</h1>
          <p className="mt-1 text-slate-600">{t("devMail.intro")}</p>
        </div>
        <Button variant="secondary" onClick={() => void mail.refetch()} isLoading={mail.isFetching && !mail.isPending}>
          {t("devMail.refresh")}
        </Button>
      </header>

      <div className="mt-6">
        {mail.isPending ? (
          <PageSpinner />
        ) : mail.isError ? (
          <Alert tone="error">
            <p>{t("devMail.loadError")}</p>
            <Button variant="secondary" size="sm" className="mt-2" onClick={() => void mail.refetch()}>
              {t("common.retry")}
            </Button>
          </Alert>
        ) : messages.length === 0 ? (
          <div className="rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center">
            <h2 className="text-lg font-semibold text-slate-900">{t("devMail.empty.title")}</h2>
            <p className="mt-1 text-slate-600">{t("devMail.empty.body")}</p>
          </div>
        ) : (
          <div className="grid grid-cols-[minmax(0,1fr)] gap-6 lg:grid-cols-[minmax(0,22rem)_minmax(0,1fr)]">
            <div className={open ? "hidden lg:block" : undefined}>
              <p className="mb-2 text-sm text-slate-500" aria-live="polite">
                {t("devMail.count", { count: messages.length })}
              </p>
              <MailList messages={messages} openId={open?.id ?? null} />
            </div>
            {open ? (
              <MailReader message={open} />
            ) : (
              <p className="hidden rounded-2xl border border-dashed border-slate-300 p-10 text-center text-slate-500 lg:block">
                {t("devMail.pick")}
              </p>
            )}
          </div>
        )}
      </div>
    </div>
  );
}
