// One check-in a member sent the creator: who, which week, when, and what it says.
import { useTranslation } from "../../i18n";
import { useFormatDate } from "../../lib/format-date";
import { Avatar } from "../../ui/avatar";
import { CheckinAnswers } from "./checkin-answers";
import { CheckinComments } from "./checkin-comments";
import { useFormatDay } from "./checkin-dates";
import type { ReceivedCheckin } from "./checkin-queries";

export function ReceivedCheckinItem({ checkin, unit }: { checkin: ReceivedCheckin; unit: "kg" | "lb" }) {
  const { t } = useTranslation();
  const formatDay = useFormatDay();
  const formatDate = useFormatDate();
  const who = checkin.member.name || `@${checkin.member.username}`;
  const isEdited = checkin.updatedAt.slice(0, 16) !== checkin.createdAt.slice(0, 16);
  return (
    <li className="space-y-3 p-4 sm:px-5">
      <div className="flex items-center gap-3">
        <Avatar name={who} urls={checkin.member.avatarUrls} alt="" size="sm" />
        <div className="min-w-0 flex-1">
          <h3 className="truncate font-semibold text-slate-900">{who}</h3>
          <p className="text-sm text-slate-600">
            {t("checkins.received.week", { date: formatDay(checkin.weekStart) })}
            {" · "}
            {t(isEdited ? "checkins.received.sentEdited" : "checkins.received.sent", {
              date: formatDate(checkin.createdAt),
            })}
          </p>
        </div>
      </div>
      <CheckinAnswers checkin={checkin} unit={unit} who={who} />
      <CheckinComments as="coach" checkinId={checkin.id} count={checkin.commentCount} />
    </li>
  );
}
