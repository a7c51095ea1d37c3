// The tip dialog: how much (a preset or the member's own amount, $1 to $500), an optional note the
// creator sees, then the provider's checkout. A failure shows inside the dialog and keeps what was
// typed; while the checkout is being created the dialog stays open and busy. Loaded when the tip
// button is first used, and mounted only while open.
import * as Dialog from "@radix-ui/react-dialog";
import { useRef, useState, type FormEvent } from "react";
import { TIP_MAX_CENTS, TIP_MIN_CENTS, TIP_NOTE_MAX, type TipPlace, type TipRequest } from "../../../domain/tips";
import { useTranslation } from "../../i18n";
import { useFormat } from "../../lib/format";
import { Alert } from "../../ui/alert";
import { Button } from "../../ui/button";
import { DialogActions, DialogCloseButton, ModalFrame } from "../../ui/dialog";
import { TextAreaField } from "../../ui/fields";
import { useSendTip } from "./queries";
import { DEFAULT_AMOUNT_CHOICE, tipCents, type AmountChoice } from "./tip-amount";
import { TipAmountPicker } from "./tip-amount-picker";
import { tipErrorKey } from "./tip-errors";

export interface TipDialogProps {
  /** The creator's username (what the server is sent) and the name the dialog calls them by. */
  creator: { username: string; name: string };
  place: TipPlace;
  /** The post tipped from (place "post" only). */
  postId?: string;
  onClose: () => void;
}

export function TipDialog({ creator, place, postId, onClose }: TipDialogProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const send = useSendTip();
  const [choice, setChoice] = useState<AmountChoice>(DEFAULT_AMOUNT_CHOICE);
  const [typed, setTyped] = useState("");
  const [note, setNote] = useState("");
  // The typed amount is judged once the member leaves the box or tries to continue, not mid-typing.
  const [isAmountChecked, setIsAmountChecked] = useState(false);
  const otherRef = useRef<HTMLInputElement>(null);

  // Leaving for the checkout page takes a moment after the answer: no second request meanwhile.
  const isBusy = send.isPending || send.isSuccess;
  const cents = tipCents(choice, typed);
  const amountError =
    choice === "other" && isAmountChecked && cents === null
      ? t("tips.dialog.amountError", { min: format.money(TIP_MIN_CENTS), max: format.money(TIP_MAX_CENTS) })
      : undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (isBusy) return;
    setIsAmountChecked(true);
    if (cents === null) {
      otherRef.current?.focus();
      return;
    }
    const trimmed = note.trim();
    const tip: TipRequest = {
      creator: creator.username,
      amountCents: cents,
      place,
      ...(trimmed ? { note: trimmed } : {}),
      ...(place === "post" && postId ? { postId } : {}),
    };
    send.mutate(tip);
  };

  return (
    <ModalFrame
      isOpen
      onClose={() => !isBusy && onClose()}
      className="max-h-[90vh] w-[min(92vw,30rem)] overflow-y-auto p-5 sm:p-6"
    >
      <div className="flex items-start justify-between gap-4">
        <Dialog.Title className="min-w-0 text-lg font-bold break-words text-slate-900">
          {t("tips.dialog.title", { name: creator.name })}
        </Dialog.Title>
        <DialogCloseButton label={t("common.close")} />
      </div>
      <Dialog.Description className="mt-1 text-sm text-slate-600">
        {t("tips.dialog.description", { name: creator.name })}
      </Dialog.Description>
      <form noValidate onSubmit={submit} aria-busy={isBusy || undefined} className="mt-5 space-y-5">
        <TipAmountPicker
          choice={choice}
          typed={typed}
          onChoose={(next) => {
            setChoice(next);
            setIsAmountChecked(false);
          }}
          onType={setTyped}
          error={amountError}
          onTypedBlur={() => typed.trim() !== "" && setIsAmountChecked(true)}
          otherRef={otherRef}
        />
        <TextAreaField
          label={t("tips.dialog.note")}
          hint={t("tips.dialog.noteCount", { length: note.length, max: TIP_NOTE_MAX })}
          maxLength={TIP_NOTE_MAX}
          rows={3}
          value={note}
          onChange={(event) => setNote(event.target.value)}
        />
        {send.isError && <Alert tone="error">{t(tipErrorKey(send.error))}</Alert>}
        <DialogActions>
          <Dialog.Close asChild>
            <Button variant="secondary" disabled={isBusy}>
              {t("common.cancel")}
            </Button>
          </Dialog.Close>
          <Button type="submit" isLoading={isBusy}>
            {t("tips.dialog.continue")}
          </Button>
        </DialogActions>
      </form>
    </ModalFrame>
  );
}
