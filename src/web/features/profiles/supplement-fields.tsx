// The fields of one supplement in the creator's stack.
import { useTranslation } from "../../i18n";
import { supplementCategories } from "../../../domain/profile-settings";
import { Button } from "../../ui/button";
import { SelectField, TextField } from "../../ui/fields";
import type { DraftErrors, SupplementDraft } from "./creator-draft";
import { TextAreaField } from "../../ui/fields";

interface SupplementFieldsProps {
  supplement: SupplementDraft;
  index: number;
  errors: DraftErrors;
  onChange(supplement: SupplementDraft): void;
  onRemove(): void;
}

export function SupplementFields({ supplement, index, errors, onChange, onRemove }: SupplementFieldsProps) {
  const { t } = useTranslation();
  const errorOf = (field: keyof SupplementDraft) => {
    const key = errors[`supplements.${index}.${field}`];
    return key ? t(key) : undefined;
  };
  const text = (field: keyof SupplementDraft) => ({
    value: supplement[field] as string,
    onChange: (event: { target: { value: string } }) => onChange({ ...supplement, [field]: event.target.value }),
    error: errorOf(field),
  });
  const title = supplement.name.trim() || t("profiles.supplements.untitled", { number: index + 1 });

  return (
    <fieldset className="rounded-xl border border-slate-200 bg-slate-50/60 p-4">
      <legend className="sr-only">{title}</legend>
      <div className="mb-3 flex items-center justify-between gap-3">
        <p aria-hidden="true" className="min-w-0 truncate font-semibold text-slate-900">
          {title}
        </p>
        <Button
          variant="ghost"
          size="sm"
          onClick={onRemove}
          aria-label={t("profiles.supplements.remove", { name: title })}
          className="text-red-700 hover:bg-red-50"
        >
          {t("profiles.supplements.removeButton")}
        </Button>
      </div>
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField
          label={t("profiles.supplements.name")}
          required
          aria-required="true"
          maxLength={120}
          {...text("name")}
        />
        <TextField label={t("profiles.supplements.brand")} maxLength={120} {...text("brand")} />
        <SelectField
          label={t("profiles.supplements.category")}
          value={supplement.category}
          onChange={(event) => onChange({ ...supplement, category: event.target.value as SupplementDraft["category"] })}
        >
          {supplementCategories.map((category) => (
            <option key={category} value={category}>
              {t(`profiles.supplements.categories.${category}`)}
            </option>
          ))}
        </SelectField>
        <TextField
          label={t("profiles.supplements.price")}
          maxLength={40}
          placeholder={t("profiles.supplements.pricePlaceholder")}
          {...text("price")}
        />
        <TextField
          label={t("profiles.supplements.timing")}
          maxLength={120}
          placeholder={t("profiles.supplements.timingPlaceholder")}
          {...text("timing")}
        />
        <TextField
          label={t("profiles.supplements.dosage")}
          maxLength={120}
          placeholder={t("profiles.supplements.dosagePlaceholder")}
          {...text("dosage")}
        />
        <div className="sm:col-span-2">
          <TextAreaField
            label={t("profiles.supplements.description")}
            rows={2}
            maxLength={1000}
            {...text("description")}
          />
        </div>
        <div className="sm:col-span-2">
          <TextField
            label={t("profiles.supplements.benefits")}
            hint={t("profiles.supplements.benefitsHint")}
            maxLength={1000}
            placeholder={t("profiles.supplements.benefitsPlaceholder")}
            {...text("benefits")}
          />
        </div>
        <TextField
          label={t("profiles.supplements.imageUrl")}
          type="url"
          inputMode="url"
          placeholder="https://"
          maxLength={2000}
          {...text("imageUrl")}
        />
        <TextField
          label={t("profiles.supplements.referralLink")}
          type="url"
          inputMode="url"
          placeholder="https://"
          maxLength={2000}
          hint={t("profiles.supplements.referralHint")}
          {...text("referralLink")}
        />
      </div>
    </fieldset>
  );
}
