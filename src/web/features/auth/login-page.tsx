// /login: signs a user in and sends them where they were going, or to their dashboard.
import { useTranslation } from "../../i18n";
import { Link, Navigate, useNavigate } from "react-router";
import { homePathFor, type SessionUser } from "../../../domain/roles";
import { PageSpinner } from "../../ui/spinner";
import { AuthCard } from "./auth-card";
import { LocationBanner } from "./location-banner";
import { LoginForm } from "./login-form";
import { keepingReturn, useReturnPath } from "./navigation-state";
import { useSession } from "./queries";

export function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const returnPath = useReturnPath();
  const { data: user, isPending } = useSession();
  const destination = (signedIn: SessionUser) => returnPath ?? homePathFor(signedIn.role);

  if (isPending) return <PageSpinner />;
  if (user) return <Navigate to={destination(user)} replace />;

  return (
    <AuthCard
      title={t("auth.login.title")}
      subtitle={t("auth.login.subtitle")}
      footer={
        <>
          {t("auth.login.noAccount")}{" "}
          <Link to={keepingReturn("/register", returnPath)} className="font-semibold text-brand-700 hover:underline">
            {t("auth.login.registerLink")}
          </Link>
        </>
      }
    >
      <LocationBanner />
      <LoginForm onSignedIn={(signedIn) => navigate(destination(signedIn), { replace: true })} />
    </AuthCard>
  );
}
