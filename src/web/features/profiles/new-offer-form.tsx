// The "New offer" form: promo code or retention offer, plan, discount, how long it lasts and, for a
// code, an optional end date and redemption limit, with the price members would pay. A refusal by
// the server shows under the field it is about, and what was typed stays.
import { useState } from "react";
import { useForm, useWatch, type FieldErrors, type Resolver } from "react-hook-form";
import { OFFER_MIN_CHARGE_CENTS, OFFER_MONTHS_MAX, type CreatorOffer } from "../../../domain/offers";
import type { OfferRequest } from "../../../domain/offer-requests";
import { paidTiers, type PaidTier } from "../../../domain/memberships";
import { useTranslation } from "../../i18n";
import { ApiError } from "../../lib/api";
import { useFormat } from "../../lib/format";
import { Alert } from "../../ui/alert";
import { Button } from "../../ui/button";
import { DialogActions } from "../../ui/dialog";
import { SelectField, TextField } from "../../ui/fields";
import { useOfferWords } from "../../ui/offer-words";
import {
  emptyOfferDraft,
  fieldErrorKeys,
  fieldOfPath,
  FOREVER,
  readDiscount,
  readOfferDraft,
  type OfferDraft,
  type OfferField,
} from "./offer-draft";
import { useCreateOffer } from "./offer-queries";
import { RadioChoices } from "./radio-choices";

interface NewOfferFormProps {
  monthlyCents: Record<PaidTier, number>;
  onCreated: (offer: CreatorOffer) => void;
  onCancel: () => void;
}

const monthChoices = Array.from({ length: OFFER_MONTHS_MAX }, (_, index) => String(index + 1));

/** The server's refusals that belong to one field: the field and the key under billing.offers.errors. */
const refusals: Record<string, [OfferField, string]> = {
  offer_code_taken: ["code", "codeTaken"],
  retention_offer_exists: ["tier", "retentionExists"],
  offer_amount_too_high: ["amountOff", "amountTooHigh"],
  offer_ends_in_past: ["endDate", "endDatePast"],
};

export function NewOfferForm({ monthlyCents, onCreated, onCancel }: NewOfferFormProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const words = useOfferWords();
  const create = useCreateOffer();
  const [formError, setFormError] = useState<string | null>(null);

  const resolver: Resolver<OfferDraft, unknown, OfferRequest> = (values) => {
    const result = readOfferDraft(values, monthlyCents, new Date());
    if (result.request) return { values: result.request, errors: {} };
    const errors: FieldErrors<OfferDraft> = {};
    for (const [field, key] of Object.entries(result.errors)) {
      errors[field as OfferField] = { type: "validate", message: key };
    }
    return { values: {}, errors };
  };
  const {
    register,
    handleSubmit,
    control,
    setError,
    clearErrors,
    formState: { errors },
  } = useForm<OfferDraft, unknown, OfferRequest>({ defaultValues: emptyOfferDraft, resolver });
  const draft = useWatch({ control, defaultValue: emptyOfferDraft }) as OfferDraft;
  const isPromo = draft.purpose === "code";
  const plan = (tier: PaidTier) => t(`memberships.tier.${tier}`);
  const amounts = {
    min: format.money(OFFER_MIN_CHARGE_CENTS),
    max: format.money(Math.max(0, monthlyCents[draft.tier] - OFFER_MIN_CHARGE_CENTS)),
  };
  const errorText = (field: OfferField) => {
    const key = errors[field]?.message;
    return key ? t(`billing.offers.errors.${key}`, { plan: plan(draft.tier), ...amounts }) : undefined;
  };

  const showRefusal = (error: unknown) => {
    if (!(error instanceof ApiError)) return setFormError(t("billing.offers.errors.failed"));
    const refusal = refusals[error.code];
    if (refusal) {
      const [field, key] = refusal;
      setError(field, { message: key }, { shouldFocus: true });
      return;
    }
    const fields = error.code === "validation_failed" ? Object.keys(error.details?.fields ?? {}) : [];
    const named = fields.map((path) => fieldOfPath(path, draft.discountType)).filter((field) => field !== null);
    if (named.length === 0) {
      return setFormError(
        t(error.code === "network_error" ? "billing.offers.errors.network" : "billing.offers.errors.failed"),
      );
    }
    named.forEach((field, index) => setError(field, { message: fieldErrorKeys[field] }, { shouldFocus: index === 0 }));
  };

  const onSubmit = handleSubmit((request) => {
    setFormError(null);
    create.mutate(request, { onSuccess: ({ offer }) => onCreated(offer), onError: showRefusal });
  });

  // The price members would pay, once the discount box holds a discount.
  const read = readDiscount(draft, monthlyCents);
  const previewDiscount = "discount" in read ? read.discount : null;
  const months = draft.months === FOREVER ? null : Number(draft.months);

  return (
    <form onSubmit={onSubmit} noValidate className="mt-4 space-y-4">
      {formError && <Alert tone="error">{formError}</Alert>}
      <RadioChoices
        legend={t("billing.offers.form.purpose")}
        choices={[
          { value: "code", label: t("billing.offers.form.promo") },
          { value: "retention", label: t("offers.retention") },
        ]}
        registration={register("purpose")}
        hint={t(isPromo ? "billing.offers.form.promoHint" : "billing.offers.form.retentionHint")}
      />
      {isPromo && (
        <TextField
          label={t("billing.offers.form.code")}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={30}
          hint={t("billing.offers.form.codeHint")}
          error={errorText("code")}
          {...register("code")}
        />
      )}
      <RadioChoices
        legend={t("billing.offers.form.plan")}
        choices={paidTiers.map((tier) => ({ value: tier, label: plan(tier) }))}
        registration={register("tier")}
        hint={t("billing.offers.form.planHint", { price: format.money(monthlyCents[draft.tier]) })}
        error={errorText("tier")}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <RadioChoices
          legend={t("billing.offers.form.discount")}
          choices={[
            { value: "percent", label: t("billing.offers.form.percent") },
            { value: "amount", label: t("billing.offers.form.amount") },
          ]}
          // Another kind of discount is checked afresh: its box and how long it may last.
          registration={register("discountType", {
            onChange: () => clearErrors(["months", "percentOff", "amountOff"]),
          })}
        />
        {draft.discountType === "percent" ? (
          <TextField
            key="percent"
            label={t("billing.offers.form.percentValue")}
            inputMode="numeric"
            autoComplete="off"
            hint={t("billing.offers.form.percentHint")}
            error={errorText("percentOff")}
            trailing={<span className="pr-1 text-sm text-slate-500">%</span>}
            {...register("percentOff")}
          />
        ) : (
          <TextField
            key="amount"
            label={t("billing.offers.form.amountValue")}
            inputMode="decimal"
            autoComplete="off"
            hint={t("billing.offers.form.amountHint", amounts)}
            error={errorText("amountOff")}
            trailing={<span className="pr-1 text-sm text-slate-500">$</span>}
            {...register("amountOff")}
          />
        )}
      </div>
      <SelectField
        label={t("billing.offers.form.duration")}
        hint={t("billing.offers.form.durationHint")}
        error={errorText("months")}
        // Marks the default choice selected in the markup too, so the form does not take it for an edit.
        defaultValue={emptyOfferDraft.months}
        {...register("months")}
      >
        {monthChoices.map((count) => (
          <option key={count} value={count}>
            {t("billing.offers.form.months", { count: Number(count) })}
          </option>
        ))}
        <option value={FOREVER} disabled={draft.discountType === "amount" && draft.months !== FOREVER}>
          {t(
            draft.discountType === "amount" ? "billing.offers.form.foreverPercentOnly" : "billing.offers.form.forever",
          )}
        </option>
      </SelectField>
      {isPromo && (
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            type="date"
            label={t("billing.offers.form.endDate")}
            hint={t("billing.offers.form.endDateHint")}
            error={errorText("endDate")}
            {...register("endDate")}
          />
          <TextField
            label={t("billing.offers.form.limit")}
            inputMode="numeric"
            autoComplete="off"
            hint={t("billing.offers.form.limitHint")}
            error={errorText("redemptionLimit")}
            {...register("redemptionLimit")}
          />
        </div>
      )}
      <div aria-live="polite" className="rounded-lg border border-slate-200 bg-slate-50 px-3 py-2 text-sm">
        <p className="font-medium text-slate-800">{t("billing.offers.form.previewLabel")}</p>
        <p className="text-slate-700">
          {previewDiscount
            ? t("billing.offers.form.preview", {
                plan: plan(draft.tier),
                price: words.price(monthlyCents[draft.tier], previewDiscount, months),
              })
            : t("billing.offers.form.noPreview")}
        </p>
      </div>
      <DialogActions>
        <Button variant="secondary" onClick={onCancel} disabled={create.isPending}>
          {t("common.cancel")}
        </Button>
        <Button type="submit" isLoading={create.isPending}>
          {t("billing.offers.form.create")}
        </Button>
      </DialogActions>
    </form>
  );
}
