// A member's real tier with the creator, beside their name in the creator's inbox (spec 6):
// the tier right now, "None" once the membership ended.
import type { Participant } from "../../../domain/messages";
import { useTranslation } from "../../i18n";
import { TierBadge } from "../../ui/tier-badge";

export function MemberTier({ member, className }: { member: Participant; className?: string }) {
  const { t } = useTranslation();
  if (member.role !== "follower" || member.username === null) return null;
  return (
    <span className={className}>
      <span className="sr-only">{t("messages.conversation.memberTier")} </span>
      <TierBadge tier={member.memberTier ?? "none"} />
    </span>
  );
}
