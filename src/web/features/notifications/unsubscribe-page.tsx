// /unsubscribe?token=…: where an email's unsubscribe link lands. Public (the signed token is the
// proof): it turns that kind of email off once, on arrival, says which, and points to the
// settings to turn it back on.
import { useEffect, useRef } from "react";
import { Link, useLocation, useSearchParams } from "react-router";
import { homePathFor, type Role } from "../../../domain/roles";
import { useTranslation } from "../../i18n";
import { ApiError } from "../../lib/api";
import { Alert } from "../../ui/alert";
import { Button, ButtonLink } from "../../ui/button";
import { Spinner } from "../../ui/spinner";
import { useSession } from "../../lib/session";
import { useUnsubscribe } from "./queries";

const settingsPathFor = (role: Role) => `${homePathFor(role)}/${role === "influencer" ? "profile" : "settings"}`;

function SettingsLink() {
  const { t } = useTranslation();
  const { data: user } = useSession();
  const location = useLocation();
  if (user)
    return <ButtonLink to={settingsPathFor(user.role)}>{t("notifications.unsubscribe.openSettings")}</ButtonLink>;
  // Back here after logging in, where the link leads to the right settings for the role.
  return (
    <ButtonLink to="/login" state={{ from: location.pathname + location.search }} variant="secondary">
      {t("notifications.unsubscribe.signIn")}
    </ButtonLink>
  );
}

export function UnsubscribePage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const token = params.get("token") ?? "";
  const { mutate, data, error, isError, isSuccess } = useUnsubscribe();
  // Once per token, even when React runs the effect twice.
  const sentFor = useRef<string | null>(null);

  useEffect(() => {
    if (!token || sentFor.current === token) return;
    sentFor.current = token;
    mutate(token);
  }, [token, mutate]);

  const isInvalid = !token || (error instanceof ApiError && error.status === 400);

  return (
    <div className="mx-auto max-w-xl px-4 py-12 sm:py-16">
      <title>{t("notifications.unsubscribe.documentTitle")}</title>
      <meta name="robots" content="noindex" />
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{t("notifications.unsubscribe.title")}</h1>
      <div className="mt-6 space-y-5">
        {isInvalid ? (
          <>
            <Alert tone="error">
              <p className="font-semibold">{t("notifications.unsubscribe.invalid.title")}</p>
              <p className="mt-1">{t("notifications.unsubscribe.invalid.text")}</p>
            </Alert>
            <SettingsLink />
          </>
        ) : isError ? (
          <Alert
            tone="error"
            className="flex flex-col items-start gap-3 sm:flex-row sm:items-center sm:justify-between"
          >
            <p className="font-medium">{t("notifications.unsubscribe.failed")}</p>
            <Button variant="danger" size="sm" onClick={() => mutate(token)}>
              {t("common.retry")}
            </Button>
          </Alert>
        ) : isSuccess ? (
          <>
            <Alert tone="success">
              <p className="font-semibold">{t(`notifications.unsubscribe.done.${data.kind}`)}</p>
              <p className="mt-1">{t("notifications.unsubscribe.turnBackOn")}</p>
            </Alert>
            <SettingsLink />
          </>
        ) : (
          <p role="status" className="flex items-center gap-3 text-slate-700">
            <Spinner className="h-5 w-5 text-brand-600" />
            {t("notifications.unsubscribe.working")}
          </p>
        )}
      </div>
      <p className="mt-8 text-sm">
        <Link to="/" className="font-semibold text-brand-700 hover:underline">
          {t("notFound.home")}
        </Link>
      </p>
    </div>
  );
}
