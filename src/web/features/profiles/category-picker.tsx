// The explore categories a creator teaches: explore lists them under each one they tick.
import { useTranslation } from "../../i18n";
import { exploreCategories, type ExploreCategory } from "../../../domain/creators";
import { CheckboxField } from "../../ui/fields";

export function CategoryPicker({
  value,
  onChange,
}: {
  value: ExploreCategory[];
  onChange(value: ExploreCategory[]): void;
}) {
  const { t } = useTranslation();
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-medium text-slate-800">{t("profiles.categories.label")}</legend>
      <p className="text-xs text-slate-500">{t("profiles.categories.description")}</p>
      <div className="grid gap-2 sm:grid-cols-2">
        {exploreCategories.map((category) => (
          <div
            key={category}
            className="rounded-lg border border-slate-200 px-3 py-2 has-[:checked]:border-brand-500 has-[:checked]:bg-brand-50"
          >
            <CheckboxField
              label={t(`creators.categories.${category}`)}
              checked={value.includes(category)}
              onChange={(event) =>
                onChange(event.target.checked ? [...value, category] : value.filter((chosen) => chosen !== category))
              }
            />
          </div>
        ))}
      </div>
    </fieldset>
  );
}
