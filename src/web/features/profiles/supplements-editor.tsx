// The creator's supplement stack: a new one may be added once the last one has a name.
import { useTranslation } from "../../i18n";
import { MAX_LIST_ITEMS } from "../../../domain/profile-settings";
import { Button } from "../../ui/button";
import { newSupplement, type DraftErrors, type SupplementDraft } from "./creator-draft";
import { SupplementFields } from "./supplement-fields";

interface SupplementsEditorProps {
  supplements: SupplementDraft[];
  errors: DraftErrors;
  onChange(supplements: SupplementDraft[]): void;
}

export function SupplementsEditor({ supplements, errors, onChange }: SupplementsEditorProps) {
  const { t } = useTranslation();
  const last = supplements.at(-1);
  const canAdd = (!last || last.name.trim() !== "") && supplements.length < MAX_LIST_ITEMS;

  return (
    <div className="space-y-4">
      {supplements.length === 0 && <p className="text-sm text-slate-500 italic">{t("profiles.supplements.empty")}</p>}
      {supplements.map((supplement, index) => (
        <SupplementFields
          key={supplement.key}
          supplement={supplement}
          index={index}
          errors={errors}
          onChange={(changed) => onChange(supplements.map((current, at) => (at === index ? changed : current)))}
          onRemove={() => onChange(supplements.filter((_, at) => at !== index))}
        />
      ))}
      <div className="flex flex-wrap items-center gap-3">
        <Button
          variant="secondary"
          onClick={() => onChange([...supplements, newSupplement()])}
          disabled={!canAdd}
          aria-describedby={!canAdd && last ? "add-supplement-help" : undefined}
        >
          <span aria-hidden="true">+</span>
          {t("profiles.supplements.add")}
        </Button>
        {!canAdd && last && (
          <p id="add-supplement-help" className="text-xs text-slate-500">
            {t("profiles.supplements.nameFirst")}
          </p>
        )}
      </div>
    </div>
  );
}
