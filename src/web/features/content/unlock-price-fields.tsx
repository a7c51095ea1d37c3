// The post form's pay-per-view price, for PRO and ALL STAR posts only: "Also sell this post on its
// own" and, once ticked, the price in dollars. The same fields when a post is created and edited.
import { useId, type Ref } from "react";
import type { Tier } from "../../../domain/memberships";
import { UNLOCK_PRICE_MAX_CENTS, UNLOCK_PRICE_MIN_CENTS } from "../../../domain/pay-per-view";
import { useTranslation } from "../../i18n";
import { useFormat } from "../../lib/format";
import { CheckboxField, TextField } from "../../ui/fields";
import { canSellAlone, type UnlockPriceChoice } from "./unlock-price";

interface UnlockPriceFieldsProps {
  tier: Tier;
  value: UnlockPriceChoice;
  onChange(next: UnlockPriceChoice): void;
  /** The i18n key of what is wrong with the price. */
  error?: string;
  /** The price box was left with something typed: time to judge it. */
  onCheck(): void;
  /** Editing a post that is sold: whoever bought it keeps it, whatever changes here. */
  isSold?: boolean;
  disabled?: boolean;
  priceRef?: Ref<HTMLInputElement>;
}

export function UnlockPriceFields({
  tier,
  value,
  onChange,
  error,
  onCheck,
  isSold = false,
  disabled,
  priceRef,
}: UnlockPriceFieldsProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const noteId = useId();
  if (!canSellAlone(tier)) return null;
  const bounds = { min: format.money(UNLOCK_PRICE_MIN_CENTS), max: format.money(UNLOCK_PRICE_MAX_CENTS) };

  return (
    <fieldset disabled={disabled} className="space-y-3">
      <legend className="mb-2 text-sm font-semibold text-slate-900">{t("content.form.unlockPrice.legend")}</legend>
      <CheckboxField
        label={t("content.form.unlockPrice.sell")}
        checked={value.isSold}
        onChange={(event) => onChange({ ...value, isSold: event.target.checked })}
        aria-describedby={isSold ? noteId : undefined}
      />
      {isSold && (
        <p id={noteId} className="text-xs text-slate-500">
          {t("content.form.unlockPrice.keepsNote")}
        </p>
      )}
      {value.isSold && (
        <TextField
          ref={priceRef}
          label={t("content.form.unlockPrice.price")}
          hint={t("content.form.unlockPrice.hint", bounds)}
          inputMode="decimal"
          autoComplete="off"
          value={value.typed}
          onChange={(event) => onChange({ ...value, typed: event.target.value })}
          onBlur={() => value.typed.trim() !== "" && onCheck()}
          error={error && t(error, bounds)}
          className="max-w-40"
        />
      )}
    </fieldset>
  );
}
