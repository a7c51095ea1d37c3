// "Give a membership": a creator's PRO or ALL STAR for 1, 3, 6 or 12 months, for an email address,
// with an optional message, its total as it changes, then the provider's checkout. A refusal shows
// by the field it is about or in the dialog, and keeps what was typed; while the checkout is being
// created the dialog stays open and busy. The plan page loads it when "Give as a gift" is first used.
import * as Dialog from "@radix-ui/react-dialog";
import { useRef, useState, type FormEvent } from "react";
import {
  GIFT_MESSAGE_MAX,
  GIFT_MONTHS,
  giftPriceCents,
  giftRequestSchema,
  type GiftMonths,
  type GiftRequest,
} from "../../../domain/gifts";
import { paidTiers, type PaidTier } from "../../../domain/memberships";
import { useTranslation } from "../../i18n";
import { useFormat } from "../../lib/format";
import { Alert } from "../../ui/alert";
import { Button } from "../../ui/button";
import { DialogActions, DialogCloseButton, ModalFrame } from "../../ui/dialog";
import { TextAreaField, TextField } from "../../ui/fields";
import { GiftChoiceGroup } from "./gift-choice-group";
import { giftCheckoutErrorKey, giftFieldErrors, type GiftField } from "./gift-errors";
import { useGiftWords } from "./gift-words";
import { useSendGift } from "./queries";

export interface GiftDialogProps {
  /** The creator's username (what the server is sent) and the name the dialog calls them by. */
  creator: { username: string; name: string };
  /** Each paid tier's monthly price, in cents. */
  prices: Record<PaidTier, number>;
  /** The plan chosen at first (the one the visitor came to look at). */
  tier?: PaidTier;
  onClose: () => void;
}

const isEmail = (typed: string) => giftRequestSchema.shape.recipientEmail.safeParse(typed).success;

export function GiftDialog({ creator, prices, tier: initialTier = "pro", onClose }: GiftDialogProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const words = useGiftWords();
  const send = useSendGift();
  const [tier, setTier] = useState<PaidTier>(initialTier);
  const [months, setMonths] = useState<GiftMonths>(1);
  const [email, setEmail] = useState("");
  const [message, setMessage] = useState("");
  const [invalid, setInvalid] = useState<GiftField[]>([]);
  const emailRef = useRef<HTMLInputElement>(null);
  const messageRef = useRef<HTMLTextAreaElement>(null);

  // Leaving for the checkout page takes a moment after the answer: no second request meanwhile.
  const isBusy = send.isPending || send.isSuccess;
  const total = giftPriceCents(prices[tier], months);
  const fieldError = (field: GiftField) =>
    invalid.includes(field) ? t(`gifts.dialog.errors.${field}`, { max: GIFT_MESSAGE_MAX }) : undefined;
  const focusField = (field: GiftField | undefined) =>
    (field === "message" ? messageRef : field === "recipientEmail" ? emailRef : null)?.current?.focus();
  const edited = (field: GiftField) => setInvalid((fields) => fields.filter((other) => other !== field));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (isBusy) return;
    if (!isEmail(email)) {
      send.reset();
      setInvalid(["recipientEmail"]);
      focusField("recipientEmail");
      return;
    }
    setInvalid([]);
    const trimmed = message.trim();
    const gift: GiftRequest = {
      creator: creator.username,
      tier,
      months,
      recipientEmail: email.trim(),
      ...(trimmed ? { message: trimmed } : {}),
    };
    send.mutate(gift, {
      onError: (error) => {
        const fields = giftFieldErrors(error);
        setInvalid(fields);
        focusField(fields[0]);
      },
    });
  };

  // Field errors speak for themselves; anything else is said above the buttons.
  const hasFieldErrors = send.isError && giftFieldErrors(send.error).length > 0;

  return (
    <ModalFrame
      isOpen
      onClose={() => !isBusy && onClose()}
      className="max-h-[90vh] w-[min(92vw,32rem)] overflow-y-auto p-5 sm:p-6"
    >
      <div className="flex items-start justify-between gap-4">
        <Dialog.Title className="min-w-0 text-lg font-bold break-words text-slate-900">
          {t("gifts.dialog.title")}
        </Dialog.Title>
        <DialogCloseButton label={t("common.close")} />
      </div>
      <Dialog.Description className="mt-1 text-sm text-slate-600">
        {t("gifts.dialog.description", { name: creator.name || creator.username })}
      </Dialog.Description>
      <form noValidate onSubmit={submit} aria-busy={isBusy || undefined} className="mt-5 space-y-5">
        <GiftChoiceGroup
          legend={t("gifts.dialog.plan")}
          columns="grid-cols-2"
          value={tier}
          onChange={setTier}
          choices={paidTiers.map((value) => ({
            value,
            label: (
              <>
                <span>{words.tier(value)}</span>{" "}
                <span className="font-normal">
                  {t("gifts.dialog.perMonth", { price: format.money(prices[value]) })}
                </span>
              </>
            ),
          }))}
        />
        <GiftChoiceGroup
          legend={t("gifts.dialog.length")}
          columns="grid-cols-2 sm:grid-cols-4"
          value={months}
          onChange={setMonths}
          choices={GIFT_MONTHS.map((value) => ({ value, label: words.months(value) }))}
        />
        <TextField
          ref={emailRef}
          label={t("gifts.dialog.email")}
          hint={t("gifts.dialog.emailHint")}
          error={fieldError("recipientEmail")}
          type="email"
          inputMode="email"
          autoComplete="off"
          maxLength={254}
          value={email}
          onChange={(event) => {
            setEmail(event.target.value);
            edited("recipientEmail");
          }}
        />
        <TextAreaField
          ref={messageRef}
          label={t("gifts.dialog.message")}
          hint={t("gifts.dialog.messageCount", { length: message.length, max: GIFT_MESSAGE_MAX })}
          error={fieldError("message")}
          maxLength={GIFT_MESSAGE_MAX}
          rows={3}
          value={message}
          onChange={(event) => {
            setMessage(event.target.value);
            edited("message");
          }}
        />
        <p aria-live="polite" className="text-base font-bold text-slate-900">
          {t("gifts.dialog.total", { amount: format.money(total) })}
        </p>
        {send.isError && !hasFieldErrors && <Alert tone="error">{t(giftCheckoutErrorKey(send.error))}</Alert>}
        <DialogActions>
          <Dialog.Close asChild>
            <Button variant="secondary" disabled={isBusy}>
              {t("common.cancel")}
            </Button>
          </Dialog.Close>
          <Button type="submit" isLoading={isBusy}>
            {t(isBusy ? "gifts.dialog.sending" : "gifts.dialog.continue")}
          </Button>
        </DialogActions>
      </form>
    </ModalFrame>
  );
}
