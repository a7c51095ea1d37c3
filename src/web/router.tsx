// Every screen and its URL. Pages load lazily so a visitor downloads only what they open.
// Declarative routes keep the router small enough for the first-visit budget.
import { lazy, type ComponentType } from "react";
import { Route, Routes } from "react-router";
import { AppShell } from "./app/app-shell";
import { DashboardRedirect, RequireOwner, RequireRole } from "./app/guards";

/** A lazily loaded page whose module exports the named component. */
function page<Name extends string>(load: () => Promise<Record<Name, ComponentType>>, name: Name) {
  const Page: ComponentType = lazy(async () => ({ default: (await load())[name] as ComponentType }));
  return <Page />;
}

const comingSoon = page(() => import("./app/coming-soon-page"), "ComingSoonPage");

const influencerSections = ["posts", "create-post", "routines", "inbox", "notifications", "analytics"];
const followerSections = ["membership", "favorites", "inbox", "notifications"];

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<AppShell />}>
        <Route index element={page(() => import("./features/home/home-page"), "HomePage")} />
        <Route path="explore" element={page(() => import("./features/creators/explore-page"), "ExplorePage")} />
        <Route
          path="influencer/:username"
          element={page(() => import("./features/creators/creator-profile-page"), "CreatorProfilePage")}
        />
        <Route path="login" element={page(() => import("./features/auth/login-page"), "LoginPage")} />
        <Route path="register" element={page(() => import("./features/auth/register-page"), "RegisterPage")} />
        <Route path="auth/callback" element={page(() => import("./features/auth/auth-callback-page"), "AuthCallbackPage")} />
        <Route path="forgot-password" element={page(() => import("./features/auth/forgot-password-page"), "ForgotPasswordPage")} />
        <Route path="reset-password" element={page(() => import("./features/auth/reset-password-page"), "ResetPasswordPage")} />
        <Route path="dev/mail" element={page(() => import("./features/dev-mail/dev-mail-page"), "DevMailPage")} />
        <Route path="dashboard" element={<DashboardRedirect />} />
        <Route path="dashboard/influencer" element={<RequireRole role="influencer" />}>
          <Route element={page(() => import("./features/dashboards/influencer-layout"), "InfluencerLayout")}>
            <Route index element={page(() => import("./features/dashboards/influencer-overview-page"), "InfluencerOverviewPage")} />
            <Route path="subscribers" element={page(() => import("./features/dashboards/subscribers-page"), "SubscribersPage")} />
            <Route path="profile" element={page(() => import("./features/profiles/profile-settings-page"), "ProfileSettingsPage")} />
            {influencerSections.map((path) => (
              <Route key={path} path={path} element={comingSoon} />
            ))}
          </Route>
        </Route>
        <Route path="dashboard/follower" element={<RequireRole role="follower" />}>
          <Route element={page(() => import("./features/dashboards/follower-layout"), "FollowerLayout")}>
            <Route index element={page(() => import("./features/dashboards/follower-overview-page"), "FollowerOverviewPage")} />
            <Route
              path="subscriptions"
              element={page(() => import("./features/memberships/subscriptions-page"), "SubscriptionsPage")}
            />
            <Route path="settings" element={page(() => import("./features/profiles/follower-settings-page"), "FollowerSettingsPage")} />
            {followerSections.map((path) => (
              <Route key={path} path={path} element={comingSoon} />
            ))}
          </Route>
        </Route>
        <Route path="dashboard/owner" element={<RequireOwner />}>
          <Route index element={page(() => import("./features/admin/owner-dashboard-page"), "OwnerDashboardPage")} />
        </Route>
        <Route path="*" element={page(() => import("./app/not-found-page"), "NotFoundPage")} />
      </Route>
    </Routes>
  );
}
