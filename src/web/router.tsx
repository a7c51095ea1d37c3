// Every screen and its URL. Pages load lazily so a visitor downloads only what they open.
// Declarative routes keep the router small enough for the first-visit budget.
import { Route, Routes } from "react-router";
import { AppShell } from "./app/app-shell";
import { BareShell } from "./app/bare-shell";
import { accountPage, dashboardPage, page, sandboxPage } from "./lazy-page";

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
        <Route path="influencer/:username/community" element={communityPage} />
        <Route path="subscription" element={page(() => import("./pages/plans-page"), "PlansPage", ["plans"])} />
        <Route
          path="subscription/success"
          element={page(
            () => import("./features/billing/checkout-success-page"),
            "CheckoutSuccessPage",
            ["billing"],
            true,
          )}
        />
        <Route path="purchase/thanks" element={purchaseThanksPage} />
        <Route
          path="gift/thanks"
          element={page(() => import("./features/gifts/gift-thanks-page"), "GiftThanksPage", ["billing"], true)}
        />
        <Route
          path="gift/:token"
          element={page(
            () => import("./features/gifts/redeem-gift-page"),
            "RedeemGiftPage",
            ["billing", "plans"],
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
          element={page(() => import("./pages/plans-page"), "PlansPage", ["plans"])}
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
        <Route path="dashboard/*" element={page(() => import("./dashboard-routes"), "DashboardRoutes")} />
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

/** Where checkout returns a member who paid a tip or bought a post. */
const purchaseThanksPage = page(
  () => import("./features/tips/purchase-thanks-page"),
  "PurchaseThanksPage",
  ["billing"],
  true,
);

/**
 * A creator's community and, in their dashboard, their own: one route module for both. Declared
 * last so its chunk comes last in the build's preload list and the other entries keep their numbers
 * (the list is in every first visit).
 */
const communityPage = dashboardPage(() => import("./features/community/community-route"), "CommunityRoute");
