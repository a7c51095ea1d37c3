// Monthly tier prices in dollars: Rookie is free and fixed; PRO and ALL STAR between 4.99 and 99.99.
import { useTranslation } from "../../i18n";
import {
  DEFAULT_ALL_STAR_PRICE_CENTS,
  DEFAULT_PRO_PRICE_CENTS,
  PRICE_MAX_CENTS,
  PRICE_MIN_CENTS,
} from "../../../domain/money";
import { TextField } from "../../ui/fields";
import type { CreatorDraft, DraftErrors, PriceField } from "./creator-draft";

interface PricingEditorProps {
  draft: CreatorDraft;
  errors: DraftErrors;
  onChange(field: PriceField, value: string): void;
}

const dollars = (cents: number) => (cents / 100).toFixed(2);

const tiers: { field: PriceField; tier: "pro" | "allStar"; defaultCents: number }[] = [
  { field: "proPrice", tier: "pro", defaultCents: DEFAULT_PRO_PRICE_CENTS },
  { field: "allStarPrice", tier: "allStar", defaultCents: DEFAULT_ALL_STAR_PRICE_CENTS },
];

export function PricingEditor({ draft, errors, onChange }: PricingEditorProps) {
  const { t } = useTranslation();
  const bounds = { min: dollars(PRICE_MIN_CENTS), max: dollars(PRICE_MAX_CENTS) };

  return (
    <div className="grid gap-4 sm:grid-cols-3">
      <TextField
        label={t("profiles.pricing.rookie")}
        value="0.00"
        readOnly
        aria-readonly="true"
        hint={t("profiles.pricing.rookieHint")}
        className="cursor-not-allowed bg-slate-100 text-slate-600"
        trailing={<span className="pr-1 text-xs text-slate-500">{t("profiles.pricing.perMonth")}</span>}
      />
      {tiers.map(({ field, tier, defaultCents }) => (
        <TextField
          key={field}
          label={t(`profiles.pricing.${tier}`)}
          // Text, not number: a number input hides what was typed when it is not a number.
          inputMode="decimal"
          autoComplete="off"
          value={draft[field]}
          onChange={(event) => onChange(field, event.target.value)}
          placeholder={dollars(defaultCents)}
          hint={t("profiles.pricing.bounds", bounds)}
          error={errors[field] ? t(errors[field], bounds) : undefined}
          trailing={<span className="pr-1 text-xs text-slate-500">{t("profiles.pricing.perMonth")}</span>}
        />
      ))}
    </div>
  );
}
