// /reset-password?token=…: choose a new password from the link in the reset email.
import { useTranslation } from "../../i18n";
import { Link, useNavigate, useSearchParams } from "react-router";
import { Alert } from "../../ui/alert";
import { AuthCard } from "./auth-card";
import { withBanner } from "./navigation-state";
import { ResetPasswordForm } from "./reset-password-form";

export function ResetPasswordPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const token = useSearchParams()[0].get("token") ?? "";

  return (
    <AuthCard
      title={t("auth.reset.title")}
      footer={
        <Link to="/login" className="font-semibold text-brand-700 hover:underline">
          {t("auth.forgot.back")}
        </Link>
      }
    >
      {token ? (
        <ResetPasswordForm
          token={token}
          onReset={() =>
            navigate("/login", {
              replace: true,
              state: withBanner({ tone: "success", message: "auth.reset.successBanner" }),
            })
          }
        />
      ) : (
        <Alert tone="error">
          <p>{t("auth.reset.missingToken")}</p>
          <Link to="/forgot-password" className="mt-2 inline-block font-semibold underline">
            {t("auth.reset.requestNew")}
          </Link>
        </Alert>
      )}
    </AuthCard>
  );
}
