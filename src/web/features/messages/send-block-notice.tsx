// What takes the composer's place when the viewer may not send in a conversation (spec 5,
// DECISIONS "Messages after losing ALL STAR"): the conversation stays readable, and this says why
// there is no reply box.
import type { ConversationDetail } from "../../../domain/messages";
import { useTranslation } from "../../i18n";
import { AllStarRequired } from "./all-star-required";
import { participantName } from "./participant";

export function SendBlockNotice({
  conversation,
}: {
  conversation: ConversationDetail & { sendBlock: NonNullable<ConversationDetail["sendBlock"]> };
}) {
  const { t } = useTranslation();
  const { other, sendBlock } = conversation;
  if (sendBlock === "all_star_required") {
    const upgradePath = other.username ? `/subscription/${encodeURIComponent(other.username)}?tier=all_star` : null;
    return <AllStarRequired upgradePath={upgradePath}>{t("messages.allStar.canRead")}</AllStarRequired>;
  }
  const name = participantName(t, other);
  const text = {
    blocked: t("messages.block.youBlocked", { name }),
    blocked_by_other: t("messages.block.blockedByOther", { name }),
    account_deleted: t("messages.block.accountDeleted"),
  }[sendBlock];
  return (
    <p className="rounded-xl border border-slate-200 bg-slate-50 px-4 py-3 text-center text-sm text-slate-700">
      {text}
    </p>
  );
}
