// The notifications page's list: newest first, a keyset page at a time, in its loading, empty
// and error states.
import type { Role } from "../../../domain/roles";
import { useTranslation } from "../../i18n";
import { PagedList } from "../../ui/paged-list";
import { LoadingList } from "../../ui/skeleton-list";
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
  return (
    <PagedList
      query={useNotifications()}
      // A refetch between pages can repeat an item at a page's edge: show it once.
      itemsOf={(pages) => [
        ...new Map(pages.flatMap((page) => page.notifications).map((item) => [item.id, item])).values(),
      ]}
      loading={
        <LoadingList
          label={t("notifications.loading")}
          className={listClasses}
          count={4}
          row={<NotificationRowSkeleton />}
        />
      }
      loadFailed={t("notifications.loadFailed")}
      empty={<NoNotifications role={role} />}
      loadMoreLabel={t("notifications.loadMore")}
    >
      {(notifications) => (
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
      )}
    </PagedList>
  );
}
