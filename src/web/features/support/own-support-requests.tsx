// "Your requests": the signed-in user's support requests with their threads, newest first; the
// list reads again live when the team answers (the "support" hint).
// The one a notification links to (?request=<id>) is outlined.
import { useSearchParams } from "react-router";
import { useTranslation } from "../../i18n";
import { LoadingLine } from "../../ui/loading-line";
import { PagedList } from "../../ui/paged-list";
import { useOwnSupportRequests } from "./queries";
import { SupportRequestCard } from "./support-request-card";

export function OwnSupportRequests({ userId }: { userId: string }) {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const highlighted = searchParams.get("request");
  return (
    <PagedList
      query={useOwnSupportRequests(userId)}
      itemsOf={(pages) => pages.flatMap((page) => page.requests)}
      loading={<LoadingLine label={t("supportRequests.mine.loading")} />}
      loadFailed={t("supportRequests.mine.loadFailed")}
      empty={<p className="text-sm text-slate-600">{t("supportRequests.mine.empty")}</p>}
      loadMoreLabel={t("supportRequests.mine.loadMore")}
    >
      {(requests) => (
        <div className="space-y-4">
          {requests.map((request) => (
            <SupportRequestCard
              key={request.id}
              userId={userId}
              request={request}
              isHighlighted={request.id === highlighted}
            />
          ))}
        </div>
      )}
    </PagedList>
  );
}
