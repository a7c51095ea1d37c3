// /register: creates a follower or influencer account that must confirm its email. A link that
// names where to come back to (?from=, as a gift's redeem page does) keeps it for the log in after,
// in its links and for the confirmation link opened in this browser (after-confirm.ts).
import { useState } from "react";
import { useTranslation } from "../../i18n";
import { Link, Navigate } from "react-router";
import { homePathFor } from "../../../domain/roles";
import { PageSpinner } from "../../ui/spinner";
import { rememberAfterConfirm } from "./after-confirm";
import { AuthCard } from "./auth-card";
import { keepingReturn, useReturnPath } from "./navigation-state";
import { useSession } from "./queries";
import { RegisterForm } from "./register-form";
import { RegistrationSentNotice } from "./registration-sent-notice";

export function RegisterPage() {
  const { t } = useTranslation();
  const { data: user, isPending } = useSession();
  const returnPath = useReturnPath();
  const loginPath = keepingReturn("/login", returnPath);
  /** The address the last registration's confirmation went to; undefined until one succeeds. */
  const [sentTo, setSentTo] = useState<string>();

  if (isPending) return <PageSpinner />;
  if (user) return <Navigate to={returnPath ?? homePathFor(user.role)} replace />;

  return (
    <AuthCard
      title={t("auth.register.title")}
      subtitle={t("auth.register.subtitle")}
      footer={
        <>
          {t("auth.register.haveAccount")}{" "}
          <Link to={loginPath} className="font-semibold text-brand-700 hover:underline">
            {t("auth.register.loginLink")}
          </Link>
        </>
      }
    >
      {sentTo !== undefined && <RegistrationSentNotice key={sentTo} email={sentTo} loginPath={loginPath} />}
      <RegisterForm
        onRegistered={(email) => {
          if (returnPath) rememberAfterConfirm(returnPath);
          setSentTo(email);
        }}
      />
    </AuthCard>
  );
}
