// The nutrition framework: the creator's principles (a list like certifications) and daily macros,
// each a number with its unit.
import { useTranslation } from "../../i18n";
import { macroFields, MAX_MACRO_VALUE, MAX_PRINCIPLES } from "../../../domain/profile-sections";
import { TextField } from "../../ui/fields";
import type { DraftErrors } from "./creator-draft";
import { ListEditor } from "./list-editor";
import type { MacroField, SectionsDraft } from "./sections-draft";

interface NutritionEditorProps {
  principles: string[];
  macros: SectionsDraft["macros"];
  errors: DraftErrors;
  onChange(patch: Partial<Pick<SectionsDraft, "principles" | "macros">>): void;
}

const unitOf: Record<MacroField, string> = { calories: "kcal", proteinGrams: "g", carbsGrams: "g", fatGrams: "g" };

export function NutritionEditor({ principles, macros, errors, onChange }: NutritionEditorProps) {
  const { t } = useTranslation();
  const errorOf = (path: string) => (errors[path] ? t(errors[path]) : undefined);

  return (
    <div className="space-y-6">
      <ListEditor
        label={t("profiles.sections.nutrition.principles")}
        description={t("profiles.sections.nutrition.principlesHint", { max: MAX_PRINCIPLES })}
        placeholder={t("profiles.sections.nutrition.principlePlaceholder")}
        items={principles}
        maxItems={MAX_PRINCIPLES}
        onChange={(items) => onChange({ principles: items })}
        error={errorOf("nutrition.principles")}
      />
      <fieldset>
        <legend className="text-sm font-medium text-slate-800">{t("profiles.sections.nutrition.macros")}</legend>
        <p className="mt-1 text-xs text-slate-500">{t("profiles.sections.nutrition.macrosHint")}</p>
        <div className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
          {macroFields.map((field) => (
            <TextField
              key={field}
              label={t(`profiles.sections.nutrition.${field}`, { unit: unitOf[field] })}
              type="number"
              inputMode="numeric"
              min={0}
              max={MAX_MACRO_VALUE}
              step={1}
              value={macros[field]}
              onChange={(event) => onChange({ macros: { ...macros, [field]: event.target.value } })}
              error={errorOf(`nutrition.macros.${field}`)}
            />
          ))}
        </div>
      </fieldset>
    </div>
  );
}
