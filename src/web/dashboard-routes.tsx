// Every dashboard screen, under /dashboard: loaded with the first dashboard a user opens, so
// their routes and guards stay out of a visitor's first download.
import type { ComponentType } from "react";
import { Route, Routes } from "react-router";
import { DashboardRedirect, RequireOwner, RequireRole } from "./app/guards";
import { billingPage, dashboardPage, page } from "./lazy-page";
import { MemberThreadSlots } from "./pages/member-thread-slots";

/** Personal coaching's pages: the dashboard's strings and coaching's own. */
const coachingPage = <Name extends string>(load: () => Promise<Record<Name, ComponentType>>, name: Name) =>
  page(load, name, ["dashboard", "coaching"], true);

/** Both roles' inbox: one page, the signed-in role picks its words. */
const inboxPage = page(() => import("./features/messages/inbox-page"), "InboxPage", ["dashboard", "messages"], true);

/** Both roles' notifications: one page, the signed-in role picks its words and links. */
const notificationsPage = dashboardPage(
  () => import("./features/notifications/notifications-page"),
  "NotificationsPage",
);

/** Live sessions: the dashboard's strings (which hold liveSessions) and, for the upgrade prompt, the plans'. */
const liveSessionPage = <Name extends string>(load: () => Promise<Record<Name, ComponentType>>, name: Name) =>
  page(load, name, ["dashboard", "plans"], true);

/**
 * Made once: each page() is a lazy component, and a new one on every render would suspend again
 * and again instead of showing the page.
 */
const routes = (
  <Routes>
    <Route index element={<DashboardRedirect />} />
    <Route path="influencer" element={<RequireRole role="influencer" />}>
      <Route element={dashboardPage(() => import("./features/dashboards/influencer-layout"), "InfluencerLayout")}>
        <Route
          index
          element={dashboardPage(() => import("./pages/influencer-overview-page"), "InfluencerOverviewPage")}
        />
        <Route
          path="subscribers"
          element={dashboardPage(() => import("./features/dashboards/subscribers-page"), "SubscribersPage")}
        />
        <Route
          path="profile"
          element={billingPage(() => import("./pages/profile-settings-page"), "ProfileSettingsPage")}
        />
        <Route path="posts" element={dashboardPage(() => import("./features/content/my-posts-page"), "MyPostsPage")} />
        <Route
          path="create-post"
          element={dashboardPage(() => import("./features/content/create-post-page"), "CreatePostPage")}
        />
        <Route
          path="routines"
          element={dashboardPage(() => import("./features/routines/routines-page"), "RoutinesPage")}
        />
        <Route
          path="programs"
          element={coachingPage(() => import("./features/coaching/programs-page"), "ProgramsPage")}
        />
        <Route
          path="programs/:programId"
          element={coachingPage(() => import("./features/coaching/program-editor-page"), "ProgramEditorPage")}
        />
        <Route
          path="programs/:programId/completion"
          element={coachingPage(() => import("./features/coaching/completion-page"), "CompletionPage")}
        />
        <Route
          path="check-ins"
          element={coachingPage(() => import("./features/coaching/checkins-page"), "CheckinsPage")}
        />
        <Route path="clients" element={coachingPage(() => import("./features/coaching/clients-page"), "ClientsPage")} />
        <Route
          path="clients/:memberId"
          element={coachingPage(() => import("./features/coaching/client-page"), "ClientPage")}
        />
        <Route
          path="clients/:memberId/:assignmentId/:dayIndex"
          element={coachingPage(() => import("./features/coaching/client-day-page"), "ClientDayPage")}
        />
        <Route path="inbox" element={inboxPage} />
        <Route path="notifications" element={notificationsPage} />
        <Route
          path="community"
          element={dashboardPage(() => import("./features/community/community-route"), "CommunityRoute")}
        />
        <Route
          path="live"
          element={dashboardPage(() => import("./features/live-sessions/live-sessions-page"), "LiveSessionsPage")}
        />
        <Route
          path="live/:sessionId"
          element={dashboardPage(() => import("./features/live-sessions/studio-page"), "StudioPage")}
        />
        <Route
          path="tips"
          element={billingPage(() => import("./features/tips/received-tips-page"), "ReceivedTipsPage")}
        />
        <Route
          path="analytics"
          element={page(
            () => import("./features/analytics/analytics-page"),
            "AnalyticsPage",
            ["dashboard", "analytics"],
            true,
          )}
        />
      </Route>
    </Route>
    <Route path="follower" element={<RequireRole role="follower" />}>
      <Route element={dashboardPage(() => import("./features/dashboards/follower-layout"), "FollowerLayout")}>
        <Route index element={dashboardPage(() => import("./pages/follower-overview-page"), "FollowerOverviewPage")} />
        <Route
          path="subscriptions"
          element={billingPage(() => import("./features/memberships/subscriptions-page"), "SubscriptionsPage")}
        />
        <Route
          path="settings"
          element={billingPage(() => import("./pages/follower-settings-page"), "FollowerSettingsPage")}
        />
        <Route path="membership" element={billingPage(() => import("./pages/membership-page"), "MembershipPage")} />
        <Route element={<MemberThreadSlots />}>
          <Route path="inbox" element={inboxPage} />
        </Route>
        <Route path="notifications" element={notificationsPage} />
        <Route path="favorites" element={dashboardPage(() => import("./pages/favorites-page"), "FavoritesPage")} />
        <Route
          path="downloads"
          element={dashboardPage(() => import("./features/downloads/downloads-page"), "DownloadsPage")}
        />
        <Route
          path="gifts"
          element={billingPage(() => import("./features/gifts/given-gifts-page"), "GivenGiftsPage")}
        />
        <Route
          path="live"
          element={dashboardPage(() => import("./features/live-sessions/member-sessions-page"), "MemberSessionsPage")}
        />
        <Route
          path="live/:sessionId"
          element={liveSessionPage(() => import("./features/live-sessions/watch-page"), "WatchPage")}
        />
        <Route path="today" element={coachingPage(() => import("./features/coaching/today-page"), "TodayPage")} />
        <Route path="plan" element={coachingPage(() => import("./features/coaching/my-plan-page"), "MyPlanPage")} />
        <Route
          path="plan/:assignmentId/:dayIndex"
          element={coachingPage(() => import("./features/coaching/plan-day-page"), "PlanDayPage")}
        />
        <Route path="records" element={coachingPage(() => import("./features/coaching/records-page"), "RecordsPage")} />
        <Route
          path="routine-log/:username/:date"
          element={coachingPage(() => import("./features/coaching/routine-log-page"), "RoutineLogPage")}
        />
        <Route
          path="check-in"
          element={coachingPage(() => import("./features/coaching/checkin-page"), "CheckinPage")}
        />
      </Route>
    </Route>
    <Route path="owner" element={<RequireOwner />}>
      <Route
        index
        element={dashboardPage(() => import("./features/admin/owner-dashboard-page"), "OwnerDashboardPage")}
      />
    </Route>
    <Route path="*" element={page(() => import("./app/not-found-page"), "NotFoundPage")} />
  </Routes>
);

export function DashboardRoutes() {
  return routes;
}
