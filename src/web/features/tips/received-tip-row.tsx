// One tip in the creator's list: who sent it, how much, from where, when, and their note.
import type { ReceivedTip } from "../../../domain/tips";
import { useTranslation } from "../../i18n";
import { useFormat } from "../../lib/format";
import { useFormatDate } from "../../lib/format-date";
import { TipIcon } from "./tip-icon";

export function ReceivedTipRow({ tip }: { tip: ReceivedTip }) {
  const { t } = useTranslation();
  const format = useFormat();
  const formatDate = useFormatDate();
  const who = tip.follower ? tip.follower.name || `@${tip.follower.username}` : t("tips.received.formerMember");
  const from =
    tip.place !== "post"
      ? t(`tips.received.from.${tip.place}`)
      : tip.post
        ? t("tips.received.from.post", { title: tip.post.title })
        : t("tips.received.from.deletedPost");
  return (
    <li className="flex gap-3 p-4 sm:gap-4 sm:px-5">
      <span
        aria-hidden="true"
        className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-green-50 text-green-700"
      >
        <TipIcon />
      </span>
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-baseline justify-between gap-x-4">
          <p className="min-w-0 font-semibold break-words text-slate-900">{who}</p>
          <p className="text-lg font-bold text-green-700 tabular-nums">{format.money(tip.amountCents)}</p>
        </div>
        <p className="text-sm break-words text-slate-600">
          {from} · <time dateTime={tip.paidAt}>{formatDate(tip.paidAt)}</time>
        </p>
        {tip.note && (
          <p className="mt-2 rounded-lg bg-slate-50 px-3 py-2 text-sm break-words whitespace-pre-line text-slate-800">
            <span className="sr-only">{t("tips.received.noteLabel")} </span>
            {tip.note}
          </p>
        )}
      </div>
    </li>
  );
}
