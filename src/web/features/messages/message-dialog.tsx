// The direct-message dialog of a creator's profile: an ALL STAR member writes here; anyone else
// sees what the composer needs (spec 5). After a send the success banner shows and the dialog
// closes after 2 s (spec 9). Loaded when the button is used, and mounted only while open.
import * as Dialog from "@radix-ui/react-dialog";
import { useEffect, useEffectEvent, useRef, useState, type Ref } from "react";
import type { Tier } from "../../../domain/memberships";
import { useTranslation } from "../../i18n";
import { Alert } from "../../ui/alert";
import { AllStarRequired } from "./all-star-required";
import { MessageComposer } from "./message-composer";
import { useSendToCreator } from "./queries";
import { sendErrorMessage } from "./send-error";
import { DialogCloseButton, ModalFrame } from "../../ui/dialog";

/** Spec 9: the message modal closes 2 s after a send. */
const CLOSE_AFTER_SENT_MS = 2000;

interface MessageDialogProps {
  username: string;
  /** The viewer's tier with the creator: only ALL STAR may write (the server checks again on every send). */
  viewerTier: Tier | null;
  /** The creator takes paid members (payouts verified): only then is ALL STAR offered. */
  canUpgrade: boolean;
  onClose: () => void;
}

function ProfileMessageForm({
  username,
  onSent,
  textareaRef,
}: {
  username: string;
  onSent: () => void;
  textareaRef: Ref<HTMLTextAreaElement>;
}) {
  const { t, i18n } = useTranslation();
  const send = useSendToCreator(username);
  const [isSent, setIsSent] = useState(false);

  const close = useEffectEvent(onSent);
  useEffect(() => {
    if (!isSent) return;
    const timer = setTimeout(() => close(), CLOSE_AFTER_SENT_MS);
    return () => clearTimeout(timer);
  }, [isSent]);

  if (isSent) return <Alert tone="success">{t("messages.dialog.sent")}</Alert>;
  return (
    <MessageComposer
      textareaRef={textareaRef}
      send={(message) => send.mutateAsync(message).then(() => setIsSent(true))}
      isSending={send.isPending}
      error={send.error ? sendErrorMessage(t, send.error, i18n.language) : null}
      onEdit={() => send.error && send.reset()}
    />
  );
}

export function MessageDialog({ username, viewerTier, canUpgrade, onClose }: MessageDialogProps) {
  const { t } = useTranslation();
  const textareaRef = useRef<HTMLTextAreaElement>(null);
  const canSend = viewerTier === "all_star";
  return (
    <ModalFrame
      isOpen
      onClose={onClose}
      initialFocus={textareaRef}
      className="max-h-[90vh] w-[min(92vw,32rem)] overflow-y-auto p-5 sm:p-6"
    >
      <div className="flex items-start justify-between gap-4">
        <Dialog.Title className="min-w-0 text-lg font-bold break-words text-slate-900">
          {t("messages.dialog.title", { username })}
        </Dialog.Title>
        <DialogCloseButton label={t("common.close")} />
      </div>
      <Dialog.Description className="mt-1 mb-4 text-sm text-slate-600">
        {canSend
          ? t("messages.dialog.description", { username })
          : t("messages.dialog.descriptionLocked", { username })}
      </Dialog.Description>
      {canSend ? (
        <ProfileMessageForm username={username} onSent={onClose} textareaRef={textareaRef} />
      ) : (
        <AllStarRequired
          upgradePath={canUpgrade ? `/subscription/${encodeURIComponent(username)}?tier=all_star` : null}
        />
      )}
    </ModalFrame>
  );
}
