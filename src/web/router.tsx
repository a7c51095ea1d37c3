// Every screen and its URL. Pages load lazily so a visitor downloads only what they open.
// Declarative routes keep the router small enough for the first-visit budget.
import { lazy, type ComponentType } from "react";
import { Route, Routes } from "react-router";
import { AppShell } from "./app/app-shell";
import { BareShell } from "./app/bare-shell";
import { DashboardRedirect, RequireOwner, RequireRole } from "./app/guards";
import { loadStrings } from "./i18n";
import type { LocalePart } from "./i18n/parts";

type PageModule<Name extends string> = () => Promise<Record<Name, ComponentType>>;

/**
 * A lazily loaded page whose module exports the named component. Its code, the strings it
 * shows (beyond the always-loaded core) and, for pages a first visit never sees, the extra
 * stylesheet download together.
 */
function page<Name extends string>(
  load: PageModule<Name>,
  name: Name,
  parts: LocalePart[] = [],
  needsPageStyles = false,
) {
  const Page: ComponentType = lazy(async () => {
    const [module] = await Promise.all([load(), loadStrings(...parts), needsPageStyles ? import("./pages.css") : null]);
    return { default: module[name] as ComponentType };
  });
  return <Page />;
}

const accountPage = <Name extends string>(load: PageModule<Name>, name: Name) => page(load, name, ["account"], true);
const dashboardPage = <Name extends string>(load: PageModule<Name>, name: Name) =>
  page(load, name, ["dashboard"], true);
const billingPage = <Name extends string>(load: PageModule<Name>, name: Name) =>
  page(load, name, ["dashboard", "billing"], true);
/** The sandbox provider's pages stand in for Stripe's hosted ones, outside the app's shell. */
const sandboxPage = <Name extends string>(load: PageModule<Name>, name: Name) => page(load, name, ["sandbox"], true);

/** Weekly check-ins: the creator's page and the member's, one element (the path picks the page). */
const checkinPages = dashboardPage(() => import("./features/coaching/checkin-pages"), "CheckinPages");

/** Both roles' inbox: one page, the signed-in role picks its words. */
const inboxPage = page(() => import("./features/messages/inbox-page"), "InboxPage", ["dashboard", "messages"], true);

/** Both roles' notifications: one page, the signed-in role picks its words and links. */
const notificationsPage = dashboardPage(
  () => import("./features/notifications/notifications-page"),
  "NotificationsPage",
);

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<AppShell />}>
        <Route index element={page(() => import("./pages/home-page"), "HomePage", ["home"])} />
        <Route
          path="explore"
          element={page(() => import("./features/creators/explore-page"), "ExplorePage", ["explore"])}
        />
        <Route
          path="influencer/:username"
          element={page(() => import("./pages/creator-profile-page"), "CreatorProfilePage", ["creatorProfile"])}
        />
        <Route
          path="subscription"
          element={page(() => import("./features/plans/plans-page"), "PlansPage", ["plans"])}
        />
        <Route
          path="subscription/success"
          element={page(
            () => import("./features/billing/checkout-success-page"),
            "CheckoutSuccessPage",
            ["billing"],
            true,
          )}
        />
        <Route
          path="support"
          element={page(() => import("./features/support/support-page"), "SupportPage", ["support"], true)}
        />
        <Route path="terms" element={page(() => import("./features/legal/legal-page"), "TermsPage", ["legal"], true)} />
        <Route
          path="privacy"
          element={page(() => import("./features/legal/legal-page"), "PrivacyPage", ["legal"], true)}
        />
        <Route
          path="subscription/:username"
          element={page(() => import("./features/plans/plans-page"), "PlansPage", ["plans"])}
        />
        <Route path="login" element={accountPage(() => import("./features/auth/login-page"), "LoginPage")} />
        <Route path="register" element={accountPage(() => import("./features/auth/register-page"), "RegisterPage")} />
        <Route
          path="auth/callback"
          element={accountPage(() => import("./features/auth/auth-callback-page"), "AuthCallbackPage")}
        />
        <Route
          path="forgot-password"
          element={accountPage(() => import("./features/auth/forgot-password-page"), "ForgotPasswordPage")}
        />
        <Route
          path="reset-password"
          element={accountPage(() => import("./features/auth/reset-password-page"), "ResetPasswordPage")}
        />
        <Route
          path="unsubscribe"
          element={page(
            () => import("./features/notifications/unsubscribe-page"),
            "UnsubscribePage",
            ["notifications"],
            true,
          )}
        />
        <Route
          path="dev/mail"
          element={page(() => import("./features/dev-mail/dev-mail-page"), "DevMailPage", ["devMail"], true)}
        />
        <Route path="dashboard" element={<DashboardRedirect />} />
        <Route path="dashboard/influencer" element={<RequireRole role="influencer" />}>
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
            <Route
              path="posts"
              element={dashboardPage(() => import("./features/content/my-posts-page"), "MyPostsPage")}
            />
            <Route
              path="create-post"
              element={dashboardPage(() => import("./features/content/create-post-page"), "CreatePostPage")}
            />
            <Route
              path="routines"
              element={dashboardPage(() => import("./features/routines/routines-page"), "RoutinesPage")}
            />
            <Route path="inbox" element={inboxPage} />
            <Route path="notifications" element={notificationsPage} />
            <Route path="check-ins" element={checkinPages} />
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
        <Route path="dashboard/follower" element={<RequireRole role="follower" />}>
          <Route element={dashboardPage(() => import("./features/dashboards/follower-layout"), "FollowerLayout")}>
            <Route
              index
              element={dashboardPage(() => import("./pages/follower-overview-page"), "FollowerOverviewPage")}
            />
            <Route
              path="subscriptions"
              element={billingPage(() => import("./features/memberships/subscriptions-page"), "SubscriptionsPage")}
            />
            <Route
              path="settings"
              element={billingPage(() => import("./pages/follower-settings-page"), "FollowerSettingsPage")}
            />
            <Route path="membership" element={billingPage(() => import("./pages/membership-page"), "MembershipPage")} />
            <Route path="inbox" element={inboxPage} />
            <Route path="notifications" element={notificationsPage} />
            <Route path="favorites" element={dashboardPage(() => import("./pages/favorites-page"), "FavoritesPage")} />
            <Route path="check-in" element={checkinPages} />
          </Route>
        </Route>
        <Route path="dashboard/owner" element={<RequireOwner />}>
          <Route
            index
            element={dashboardPage(() => import("./features/admin/owner-dashboard-page"), "OwnerDashboardPage")}
          />
        </Route>
        <Route path="*" element={page(() => import("./app/not-found-page"), "NotFoundPage")} />
      </Route>
      <Route path="sandbox" element={<BareShell />}>
        <Route
          path="checkout/:sessionId"
          element={sandboxPage(() => import("./features/sandbox/checkout-page"), "SandboxCheckoutPage")}
        />
        <Route
          path="portal/:sessionId"
          element={sandboxPage(() => import("./features/sandbox/portal-page"), "SandboxPortalPage")}
        />
        <Route
          path="onboarding/:linkId"
          element={sandboxPage(() => import("./features/sandbox/onboarding-page"), "SandboxOnboardingPage")}
        />
        <Route path="clock" element={sandboxPage(() => import("./features/sandbox/clock-page"), "SandboxClockPage")} />
      </Route>
    </Routes>
  );
}
