// The creator overview's recent activity: the last 5 notifications and a link to all of them.
import { RECENT_ACTIVITY_COUNT } from "../../../domain/notifications";
import { homePathFor, type Role } from "../../../domain/roles";
import { useTranslation } from "../../i18n";
import { LoadError } from "../../ui/load-error";
import { OverviewSection } from "../../ui/overview-section";
import { NotificationItem } from "./notification-item";
import { NotificationRowSkeleton } from "./notification-row-skeleton";
import { useMarkNotificationRead, useRecentNotifications } from "./queries";
import { useNow } from "./use-now";

const listClasses = "divide-y divide-slate-100 overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm";

function RecentActivityBody({ role }: { role: Role }) {
  const { t } = useTranslation();
  const now = useNow();
  const { data, isPending, isError, refetch, isRefetching } = useRecentNotifications();
  const markRead = useMarkNotificationRead();

  if (isPending) {
    return (
      <div role="status">
        <span className="sr-only">{t("notifications.recent.loading")}</span>
        <ul className={listClasses}>
          {Array.from({ length: 3 }, (_, index) => (
            <NotificationRowSkeleton key={index} />
          ))}
        </ul>
      </div>
    );
  }
  if (isError)
    return (
      <LoadError
        message={t("notifications.recent.loadFailed")}
        onRetry={() => void refetch()}
        isRetrying={isRefetching}
      />
    );
  const notifications = data.notifications.slice(0, RECENT_ACTIVITY_COUNT);
  if (notifications.length === 0) {
    return (
      <p className="rounded-2xl border border-dashed border-slate-300 bg-white p-5 text-sm text-slate-600">
        {t("notifications.recent.empty")}
      </p>
    );
  }
  return (
    <ul className={listClasses}>
      {notifications.map((notification) => (
        <NotificationItem
          key={notification.id}
          notification={notification}
          role={role}
          now={now}
          onRead={(id) => markRead.mutate(id)}
        />
      ))}
    </ul>
  );
}

export function RecentActivity({ role }: { role: Role }) {
  const { t } = useTranslation();
  return (
    <OverviewSection
      id="recent-activity-title"
      title={t("notifications.recent.title")}
      link={{ to: `${homePathFor(role)}/notifications`, label: t("notifications.recent.viewAll") }}
    >
      <RecentActivityBody role={role} />
    </OverviewSection>
  );
}
