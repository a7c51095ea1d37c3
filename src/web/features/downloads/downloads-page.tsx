// /dashboard/follower/downloads: the videos this member downloaded on this phone, which play with
// no network until their access ends. Online, each is checked with the server again first: a
// membership that ended takes its videos with it.
import { useEffect } from "react";
import { Link } from "react-router";
import { useTranslation } from "../../i18n";
import { buttonClasses } from "../../ui/button";
import { QueryStatus } from "../../ui/query-status";
import { DownloadRow } from "./download-row";
import { useDownloads, useRecheckDownloads } from "./queries";

export function DownloadsPage() {
  const { t } = useTranslation();
  const downloads = useDownloads();
  const { mutate: recheck } = useRecheckDownloads();
  useEffect(() => {
    if (navigator.onLine) recheck();
  }, [recheck]);
  return (
    <div className="space-y-6">
      <title>{t("video.download.pageTitle")}</title>
      <header>
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{t("video.download.pageTitle")}</h1>
        <p className="mt-2 text-slate-600">{t("video.download.pageIntro")}</p>
      </header>
      <QueryStatus query={downloads} loading={t("video.download.loading")} failed={t("video.download.loadFailed")} />
      {downloads.data?.length === 0 && (
        <section className="rounded-2xl border border-dashed border-slate-300 bg-white p-8 text-center">
          <h2 className="text-lg font-semibold text-slate-900">{t("video.download.emptyTitle")}</h2>
          <p className="mt-2 text-slate-600">{t("video.download.emptyText")}</p>
          <Link to="/dashboard/follower" className={`${buttonClasses("secondary")} mt-4`}>
            {t("video.download.emptyAction")}
          </Link>
        </section>
      )}
      {downloads.data && downloads.data.length > 0 && (
        <ul aria-label={t("video.download.pageTitle")} className="space-y-3">
          {downloads.data.map((download) => (
            <DownloadRow key={download.postId} download={download} />
          ))}
        </ul>
      )}
    </div>
  );
}
