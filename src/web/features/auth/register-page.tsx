// /register: creates a follower or influencer account that must confirm its email.
import { useState } from "react";
import { useTranslation } from "../../i18n";
import { Link, Navigate } from "react-router";
import { homePathFor } from "../../../domain/roles";
import { PageSpinner } from "../../ui/spinner";
import { AuthCard } from "./auth-card";
import { useSession } from "./queries";
import { RegisterForm } from "./register-form";
import { RegistrationSentNotice } from "./registration-sent-notice";

export function RegisterPage() {
  const { t } = useTranslation();
  const { data: user, isPending } = useSession();
  /** The address the last registration's confirmation went to; undefined until one succeeds. */
  const [sentTo, setSentTo] = useState<string>();

  if (isPending) return <PageSpinner />;
  if (user) return <Navigate to={homePathFor(user.role)} replace />;

  return (
    <AuthCard
      title={t("auth.register.title")}
      subtitle={t("auth.register.subtitle")}
      footer={
        <>
          {t("auth.register.haveAccount")}{" "}
          <Link to="/login" className="font-semibold text-brand-700 hover:underline">
            {t("auth.register.loginLink")}
          </Link>
        </>
      }
    >
      {sentTo !== undefined && <RegistrationSentNotice key={sentTo} email={sentTo} />}
      <RegisterForm onRegistered={setSentTo} />
    </AuthCard>
  );
}
