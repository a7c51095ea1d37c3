// The notifications page when there is nothing to show yet.
import type { Role } from "../../../domain/roles";
import { useTranslation } from "../../i18n";
import { ButtonLink } from "../../ui/button";
import { PathIcon } from "../../ui/icon";

const BELL = "M6 8a6 6 0 1 1 12 0c0 7 3 9 3 9H3s3-2 3-9M10.3 21a1.94 1.94 0 0 0 3.4 0";

export function NoNotifications({ role }: { role: Role }) {
  const { t } = useTranslation();
  return (
    <div className="rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center">
      <span
        aria-hidden="true"
        className="mx-auto flex h-14 w-14 items-center justify-center rounded-full bg-brand-50 text-brand-700"
      >
        <PathIcon d={BELL} className="h-7 w-7" />
      </span>
      <h3 className="mt-4 text-lg font-bold text-slate-900">{t("notifications.empty.title")}</h3>
      <p className="mx-auto mt-1 max-w-md text-slate-600">{t(`notifications.empty.${role}`)}</p>
      {role === "follower" && (
        <ButtonLink to="/explore" variant="secondary" className="mt-5">
          {t("notifications.empty.explore")}
        </ButtonLink>
      )}
    </div>
  );
}
