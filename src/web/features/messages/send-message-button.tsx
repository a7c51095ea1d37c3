// "Send Message" on a creator's profile, for signed-in followers. It is part of the profile's
// first visit, so it stays tiny: the dialog, its strings and the dashboards' stylesheet load
// when it is first opened.
import { lazy, Suspense, useState } from "react";
import type { Tier } from "../../../domain/memberships";
import { loadStrings, useTranslation } from "../../i18n";
import { buttonClasses } from "../../ui/button";

const MessageDialog = lazy(() =>
  Promise.all([import("./message-dialog"), loadStrings("messages"), import("../../pages.css")]).then(([module]) => ({
    default: module.MessageDialog,
  })),
);

/** canUpgrade: the creator takes paid members, so the dialog may offer ALL STAR. */
export function SendMessageButton({
  username,
  viewerTier,
  canUpgrade,
}: {
  username: string;
  viewerTier: Tier | null;
  canUpgrade: boolean;
}) {
  const { t } = useTranslation();
  const [isOpen, setIsOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className={buttonClasses("secondary", "lg")}
        aria-haspopup="dialog"
        onClick={() => setIsOpen(true)}
      >
        {t("creatorProfile.sendMessage")}
      </button>
      {isOpen && (
        <Suspense fallback={null}>
          <MessageDialog
            username={username}
            viewerTier={viewerTier}
            canUpgrade={canUpgrade}
            onClose={() => setIsOpen(false)}
          />
        </Suspense>
      )}
    </>
  );
}
