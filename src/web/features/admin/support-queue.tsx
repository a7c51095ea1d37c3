// The owners' support requests, a page at a time, with loading, empty and error states; opening
// one shows its thread and the answer form.
import { useState } from "react";
import { useTranslation } from "../../i18n";
import { LoadingLine } from "../../ui/loading-line";
import { PagedList } from "../../ui/paged-list";
import { useSupportQueue } from "./queries";
import { QueuedSupportRequestItem } from "./queued-support-request";
import { SupportRequestDialog } from "./support-request-dialog";

export function SupportQueue() {
  const { t } = useTranslation();
  const [openId, setOpenId] = useState<string | null>(null);
  return (
    <>
      <PagedList
        query={useSupportQueue()}
        itemsOf={(pages) => pages.flatMap((page) => page.requests)}
        loading={
          <LoadingLine
            label={t("owner.support.loading")}
            className="rounded-2xl border border-slate-200 bg-white p-5"
          />
        }
        loadFailed={t("owner.support.loadFailed")}
        empty={
          <div className="rounded-2xl border border-dashed border-slate-300 bg-white p-6 text-center">
            <p className="font-semibold text-slate-900">{t("owner.support.empty")}</p>
          </div>
        }
        loadMoreLabel={t("owner.support.loadMore")}
      >
        {(requests) => (
          <div className="divide-y divide-slate-100 overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
            {requests.map((request) => (
              <QueuedSupportRequestItem key={request.id} request={request} onOpen={setOpenId} />
            ))}
          </div>
        )}
      </PagedList>
      <SupportRequestDialog requestId={openId} onClose={() => setOpenId(null)} />
    </>
  );
}
