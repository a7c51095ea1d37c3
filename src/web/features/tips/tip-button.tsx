// "Send a tip", for signed-in followers on a creator's post, profile or message thread. Pages load
// it lazily with its strings (the billing part) and only where a member may see it; the dialog and
// the signed-in stylesheet load when it is first opened, so a visitor's first visit carries neither.
import { lazy, Suspense, useState } from "react";
import type { TipPlace } from "../../../domain/tips";
import { useTranslation } from "../../i18n";
import { useSession } from "../../lib/session";
import { buttonClasses } from "../../ui/button";
import { TipIcon } from "./tip-icon";

const TipDialog = lazy(() =>
  Promise.all([import("./tip-dialog"), import("../../pages.css")]).then(([module]) => ({
    default: module.TipDialog,
  })),
);

export interface TipButtonProps {
  /** The creator's username, and the name the dialog calls them by. */
  creator: { username: string; name: string };
  place: TipPlace;
  /** The post tipped from (place "post" only). */
  postId?: string;
  size?: "sm" | "md" | "lg";
  /** Only the icon below the sm breakpoint (a thread's header on a phone); screen readers still hear the name. */
  isCompact?: boolean;
}

export function TipButton({ creator, place, postId, size = "md", isCompact = false }: TipButtonProps) {
  const { t } = useTranslation();
  const session = useSession();
  const [isOpen, setIsOpen] = useState(false);
  // Tips go from members to creators: not from visitors, creators, nor to oneself.
  const viewer = session.data;
  if (viewer?.role !== "follower" || viewer.username.toLowerCase() === creator.username.toLowerCase()) return null;

  return (
    <>
      <button
        type="button"
        className={buttonClasses("secondary", size)}
        aria-haspopup="dialog"
        onClick={() => setIsOpen(true)}
      >
        <TipIcon className={size === "lg" ? "h-5 w-5" : "h-4 w-4"} />
        <span className={isCompact ? "sr-only sm:not-sr-only" : undefined}>{t("tips.button")}</span>
      </button>
      {isOpen && (
        <Suspense fallback={null}>
          <TipDialog creator={creator} place={place} postId={postId} onClose={() => setIsOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
