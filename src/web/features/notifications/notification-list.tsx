// The notifications page's list: newest first, a keyset page at a time, in its loading, empty
// and error states.
import type { Role } from "../../../domain/roles";
import { useTranslation } from "../../i18n";
import { Button } from "../../ui/button";
import { LoadError } from "../../ui/load-error";
import { NoNotifications } from "./no-notifications";
import { NotificationItem } from "./notification-item";
import { NotificationRowSkeleton } from "./notification-row-skeleton";
import { useNotifications } from "./queries";
import { useNow } from "./use-now";

const listClasses = "divide-y divide-slate-100 overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm";

interface NotificationListProps {
  role: Role;
  onRead: (id: string) => void;
  onDelete: (id: string) => void;
}

export function NotificationList({ role, onRead, onDelete }: NotificationListProps) {
  const { t } = useTranslation();
  const now = useNow();
  const {
    data,
    isPending,
    isError,
    refetch,
    isRefetching,
    hasNextPage,
    fetchNextPage,
    isFetchingNextPage,
    isFetchNextPageError,
  } = useNotifications();

  if (isPending) {
    return (
      <div role="status">
        <span className="sr-only">{t("notifications.loading")}</span>
        <ul className={listClasses}>
          {Array.from({ length: 4 }, (_, index) => (
            <NotificationRowSkeleton key={index} />
          ))}
        </ul>
      </div>
    );
  }
  // A failed first page replaces the list; a failed later page keeps what is shown and offers a retry below it.
  if (isError && !isFetchNextPageError) {
    return (
      <LoadError message={t("notifications.loadFailed")} onRetry={() => void refetch()} isRetrying={isRefetching} />
    );
  }
  // A refetch between pages can repeat an item at a page's edge: show it once.
  const notifications = [
    ...new Map(data.pages.flatMap((page) => page.notifications).map((item) => [item.id, item])).values(),
  ];
  if (notifications.length === 0 && !hasNextPage) return <NoNotifications role={role} />;
  return (
    <>
      <ul className={listClasses}>
        {notifications.map((notification) => (
          <NotificationItem
            key={notification.id}
            notification={notification}
            role={role}
            now={now}
            onRead={onRead}
            onDelete={onDelete}
          />
        ))}
      </ul>
      {isFetchNextPageError && (
        <div className="mt-4">
          <LoadError
            message={t("notifications.loadFailed")}
            onRetry={() => void fetchNextPage()}
            isRetrying={isFetchingNextPage}
          />
        </div>
      )}
      {hasNextPage && !isFetchNextPageError && (
        <div className="mt-4 flex justify-center">
          <Button variant="secondary" onClick={() => void fetchNextPage()} isLoading={isFetchingNextPage}>
            {t("notifications.loadMore")}
          </Button>
        </div>
      )}
    </>
  );
}
