// Where a gift the member gave stands, as a dot and a few words: waiting for payment, sent,
// redeemed (and when), refunded, or its checkout expired.
import clsx from "clsx";
import type { GiftStatus as Status, GivenGift } from "../../../domain/gifts";
import { useTranslation } from "../../i18n";
import { useFormatDate } from "../../lib/format-date";

const dots: Record<Status, string> = {
  pending: "bg-amber-500",
  paid: "bg-sky-500",
  redeemed: "bg-green-500",
  refunded: "bg-slate-400",
  expired: "bg-slate-400",
};

export function GiftStatus({ gift }: { gift: Pick<GivenGift, "status" | "redeemedAt"> }) {
  const { t } = useTranslation();
  const formatDate = useFormatDate();
  return (
    <span className="inline-flex items-center gap-1.5 text-sm font-medium text-slate-700">
      <span aria-hidden="true" className={clsx("h-2 w-2 shrink-0 rounded-full", dots[gift.status])} />
      {t(`gifts.given.status.${gift.status}`, { date: gift.redeemedAt ? formatDate(gift.redeemedAt) : "" })}
    </span>
  );
}
