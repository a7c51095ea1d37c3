// The card form of the sandbox checkout and portal: number, expiry, CVC and name, checked with
// the same schema as the server, with the test cards beneath. Whatever was typed stays after a
// decline or a server error, and the form stays busy until the page moves on.
import { zodResolver } from "@hookform/resolvers/zod";
import { useState, type ReactNode } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "../../i18n";
import { sandboxCardSchema, type SandboxCardInput } from "../../../domain/sandbox-payments";
import { ApiError } from "../../lib/api";
import { Alert } from "../../ui/alert";
import { Button } from "../../ui/button";
import { TextField } from "../../ui/fields";
import { cardSubmitErrorKey, serverFieldErrors } from "./error-messages";
import { formatExpiryInput, groupCardNumber } from "./format";
import { TestCards } from "./test-cards";
import { useSingleSubmit } from "./use-single-submit";

const cardFields = ["cardNumber", "expiry", "cvc", "name"] as const;

/** Our schema's messages are i18n keys; any other text (a length limit) gets the generic one. */
const messageKey = (message: string | undefined) =>
  message?.startsWith("sandbox.") ? message : "sandbox.card.errors.invalid";

/** Reformats as the user types only when the caret is at the end, so editing in the middle never jumps. */
const isCaretAtEnd = (input: HTMLInputElement) =>
  input.selectionStart === null || input.selectionStart === input.value.length;

interface CardFormProps {
  submitLabel: string;
  /** Sends the card. A rejection is shown on the form: a decline as an alert, field errors on their fields. */
  onSubmit: (card: SandboxCardInput) => Promise<unknown>;
  /** Keeps the form busy after it succeeded, while the browser leaves for the next page. */
  isBusy?: boolean;
  /** Beside the submit button, such as Cancel. */
  secondaryAction?: ReactNode;
  defaultName?: string;
  /** Puts the caret in the card number at once, for a form the user just opened. */
  autoFocus?: boolean;
}

export function CardForm({
  submitLabel,
  onSubmit,
  isBusy = false,
  secondaryAction,
  defaultName = "",
  autoFocus = false,
}: CardFormProps) {
  const { t } = useTranslation();
  const [failure, setFailure] = useState<unknown>(null);
  const {
    register,
    handleSubmit,
    setValue,
    setError,
    setFocus,
    formState: { errors, isSubmitting, isSubmitted },
  } = useForm<SandboxCardInput>({
    resolver: zodResolver(sandboxCardSchema),
    defaultValues: { cardNumber: "", expiry: "", cvc: "", name: defaultName },
  });
  const isWorking = isSubmitting || isBusy;

  const submit = handleSubmit(async (card) => {
    setFailure(null);
    try {
      await onSubmit(card);
    } catch (error) {
      setFailure(error);
      const fieldErrors = serverFieldErrors(error, cardFields, "sandbox.card.errors.invalid");
      fieldErrors.forEach(([field, key], index) => setError(field, { message: key }, { shouldFocus: index === 0 }));
      if (error instanceof ApiError && error.code === "card_declined") setFocus("cardNumber");
    }
  });

  const onFormSubmit = useSingleSubmit(submit, isWorking);

  function fillTestCard(number: string) {
    setValue("cardNumber", groupCardNumber(number), { shouldDirty: true, shouldValidate: isSubmitted });
    setFocus("expiry");
  }

  const cardNumber = register("cardNumber", {
    onChange: (event: { target: HTMLInputElement }) => {
      if (isCaretAtEnd(event.target)) setValue("cardNumber", groupCardNumber(event.target.value));
    },
    onBlur: (event: { target: HTMLInputElement }) => setValue("cardNumber", groupCardNumber(event.target.value)),
  });
  const expiry = register("expiry", {
    onChange: (event: { target: HTMLInputElement }) => {
      if (isCaretAtEnd(event.target)) setValue("expiry", formatExpiryInput(event.target.value));
    },
  });

  return (
    <div className="space-y-6">
      <form onSubmit={onFormSubmit} noValidate aria-busy={isWorking || undefined} className="space-y-4">
        {failure !== null && <Alert tone="error">{t(cardSubmitErrorKey(failure))}</Alert>}
        <TextField
          label={t("sandbox.card.number")}
          inputMode="numeric"
          autoComplete="cc-number"
          placeholder={t("sandbox.card.numberPlaceholder")}
          maxLength={23}
          error={errors.cardNumber && t(messageKey(errors.cardNumber.message))}
          className="font-mono tracking-wide"
          autoFocus={autoFocus}
          {...cardNumber}
        />
        <div className="grid grid-cols-2 gap-4">
          <TextField
            label={t("sandbox.card.expiry")}
            inputMode="numeric"
            autoComplete="cc-exp"
            placeholder={t("sandbox.card.expiryPlaceholder")}
            maxLength={7}
            error={errors.expiry && t(messageKey(errors.expiry.message))}
            {...expiry}
          />
          <TextField
            label={t("sandbox.card.cvc")}
            inputMode="numeric"
            autoComplete="cc-csc"
            placeholder={t("sandbox.card.cvcPlaceholder")}
            maxLength={4}
            error={errors.cvc && t(messageKey(errors.cvc.message))}
            {...register("cvc")}
          />
        </div>
        <TextField
          label={t("sandbox.card.name")}
          autoComplete="cc-name"
          maxLength={100}
          error={errors.name && t(messageKey(errors.name.message))}
          {...register("name")}
        />
        <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:items-center sm:justify-end">
          {secondaryAction}
          <Button type="submit" size="lg" isLoading={isWorking} className="w-full sm:w-auto">
            {submitLabel}
          </Button>
        </div>
      </form>
      <TestCards onUse={fillTestCard} />
    </div>
  );
}
