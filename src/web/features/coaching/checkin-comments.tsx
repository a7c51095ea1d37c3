// A check-in's thread between coach and member, folded under the check-in: the button says how
// long it is (it updates live) and opens it, so a page of check-ins reads one thread at a time.
import { useId, useState } from "react";
import { useTranslation } from "../../i18n";
import { CommentThread } from "./comment-thread";

interface CheckinCommentsProps {
  as: "member" | "coach";
  checkinId: string;
  count: number;
}

export function CheckinComments({ as, checkinId, count }: CheckinCommentsProps) {
  const { t } = useTranslation();
  const [isOpen, setIsOpen] = useState(false);
  const threadId = useId();
  return (
    <div className="space-y-3">
      <button
        type="button"
        aria-expanded={isOpen}
        aria-controls={threadId}
        onClick={() => setIsOpen((open) => !open)}
        className="text-sm font-semibold text-brand-700 underline-offset-2 hover:underline"
      >
        {count === 0 ? t("checkins.comments.open") : t("checkins.comments.count", { count })}
      </button>
      <div id={threadId} hidden={!isOpen}>
        {isOpen && <CommentThread as={as} subject={{ checkinId }} isNested />}
      </div>
    </div>
  );
}
