// The inbox with no conversation yet: a creator hears where members' messages will appear; a
// follower learns that ALL STAR members can write to creators, and where to find one.
import { useTranslation } from "../../i18n";
import { ButtonLink } from "../../ui/button";
import { PathIcon } from "../../ui/icon";

export function InboxEmpty({ role }: { role: "influencer" | "follower" }) {
  const { t } = useTranslation();
  return (
    <div className="rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center">
      <span
        aria-hidden="true"
        className="mx-auto flex h-14 w-14 items-center justify-center rounded-full bg-brand-50 text-brand-700"
      >
        <PathIcon d="M21 15a2 2 0 0 1-2 2H7l-4 4V5a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2z" className="h-7 w-7" />
      </span>
      <h2 className="mt-4 text-lg font-bold text-slate-900">{t("messages.inbox.empty.title")}</h2>
      <p className="mx-auto mt-1 max-w-md text-slate-600">{t(`messages.inbox.empty.${role}`)}</p>
      {role === "follower" && (
        <ButtonLink to="/explore" className="mt-5">
          {t("messages.inbox.empty.explore")}
        </ButtonLink>
      )}
    </div>
  );
}
