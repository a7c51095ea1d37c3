// /auth/callback?token=…: confirms an email address from the link in the confirmation mail,
// then moves on by itself (timings from the spec): to log in, or where the registration came from.
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "../../i18n";
import { useNavigate, useSearchParams } from "react-router";
import { homePathFor } from "../../../domain/roles";
import { ApiError } from "../../lib/api";
import { Alert } from "../../ui/alert";
import { ButtonLink } from "../../ui/button";
import { Spinner } from "../../ui/spinner";
import { AuthCard } from "./auth-card";
import { confirmErrorKey } from "./error-messages";
import { forgetAfterConfirm, readAfterConfirm } from "./after-confirm";
import { keepingReturn, withBanner } from "./navigation-state";
import { useConfirmEmail, useSession } from "./queries";

const SIGNED_IN_REDIRECT_MS = 1500;
const CONFIRMED_REDIRECT_MS = 2000;
const FAILED_REDIRECT_MS = 3000;

const failedBanner = withBanner({ tone: "error", message: "auth.errors.confirmRedirect" });

type Outcome =
  | { state: "loading" }
  | { state: "signed-in"; home: string }
  | { state: "confirmed" }
  | { state: "error"; messageKey: string };

/** Where each outcome moves on to, and after how long; `back` is where the registration came from. */
function redirectFor(state: Outcome["state"], home: string, back: string | undefined) {
  if (state === "signed-in") return { to: back ?? home, state: undefined, after: SIGNED_IN_REDIRECT_MS };
  if (state === "confirmed") {
    return {
      to: keepingReturn("/login", back),
      state: withBanner({ tone: "success", message: "auth.callback.loginBanner" }),
      after: CONFIRMED_REDIRECT_MS,
    };
  }
  if (state === "error") return { to: keepingReturn("/login", back), state: failedBanner, after: FAILED_REDIRECT_MS };
  return undefined;
}

export function AuthCallbackPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const token = useSearchParams()[0].get("token") ?? "";
  const session = useSession();
  const confirm = useConfirmEmail();
  const { mutate: confirmToken } = confirm;
  // The token is single-use: confirm it once, even when effects run twice in development.
  const confirmedToken = useRef<string>(undefined);

  const user = session.data;
  const isSessionKnown = !session.isPending;
  useEffect(() => {
    if (!isSessionKnown || user || !token || confirmedToken.current === token) return;
    confirmedToken.current = token;
    confirmToken(token);
  }, [isSessionKnown, user, token, confirmToken]);

  const outcome = ((): Outcome => {
    if (!isSessionKnown) return { state: "loading" };
    if (user) return { state: "signed-in", home: homePathFor(user.role) };
    if (!token) return { state: "error", messageKey: "auth.errors.confirmFailed" };
    // A link clicked twice has done its job already.
    if (confirm.isSuccess || (confirm.error instanceof ApiError && confirm.error.code === "email_already_confirmed")) {
      return { state: "confirmed" };
    }
    if (confirm.isError) return { state: "error", messageKey: confirmErrorKey(confirm.error) };
    return { state: "loading" };
  })();

  const home = outcome.state === "signed-in" ? outcome.home : "";
  // Read once: the registration's way back (a gift to redeem) is forgotten as the page moves on.
  const [back] = useState(readAfterConfirm);
  useEffect(() => {
    const next = redirectFor(outcome.state, home, back);
    if (!next) return;
    const timer = window.setTimeout(() => {
      forgetAfterConfirm();
      navigate(next.to, { replace: true, state: next.state });
    }, next.after);
    return () => window.clearTimeout(timer);
  }, [outcome.state, home, back, navigate]);

  return (
    <AuthCard title={t("auth.callback.title")}>
      {outcome.state === "loading" && (
        <div role="status" className="flex flex-col items-center gap-3 py-6 text-brand-600">
          <Spinner className="h-8 w-8" />
          <p className="text-sm text-slate-700">{t("auth.callback.loading")}</p>
        </div>
      )}
      {(outcome.state === "confirmed" || outcome.state === "signed-in") && (
        <div className="space-y-4 text-center">
          <svg
            aria-hidden="true"
            viewBox="0 0 24 24"
            className="mx-auto h-14 w-14 text-green-600"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.8"
          >
            <circle cx="12" cy="12" r="10" />
            <path strokeLinecap="round" strokeLinejoin="round" d="m7.5 12.5 3 3 6-6.5" />
          </svg>
          <Alert tone="success">
            <p className="font-semibold">{t("auth.callback.successTitle")}</p>
            <p className="mt-1">
              {t(outcome.state === "confirmed" ? "auth.callback.success" : "auth.callback.signedIn")}
            </p>
          </Alert>
        </div>
      )}
      {outcome.state === "error" && (
        <div className="space-y-4">
          <Alert tone="error">{t(outcome.messageKey)}</Alert>
          <p className="text-center text-sm text-slate-600">{t("auth.callback.redirecting")}</p>
          <ButtonLink to={keepingReturn("/login", back)} replace state={failedBanner} className="w-full">
            {t("auth.callback.login")}
          </ButtonLink>
        </div>
      )}
    </AuthCard>
  );
}
