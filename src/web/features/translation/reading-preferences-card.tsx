// Settings: auto-translate and units for every reader, and "I write in" for a creator. Each
// change saves at once and says whether it did.
import { languages } from "../../../domain/languages";
import type { ReadingPreferencesInput } from "../../../domain/translation";
import { useTranslation } from "../../i18n";
import { CheckboxField, SelectField } from "../../ui/fields";
import { LoadError } from "../../ui/load-error";
import { SettingsCard } from "../../ui/settings-card";
import { usePressedValue } from "../../lib/use-pressed-value";
import { useSaveFeedback } from "../../lib/use-save-feedback";
import { SaveStatus } from "../../ui/save-status";
import { useReadingPreferences } from "./reading-preferences";

export function ReadingPreferencesCard({ isCreator = false }: { isCreator?: boolean }) {
  const { t } = useTranslation();
  const preferences = useReadingPreferences();
  const feedback = useSaveFeedback();
  const [autoTranslate, pressAutoTranslate] = usePressedValue(preferences.autoTranslate);

  const change = (input: ReadingPreferencesInput) => preferences.save.mutate(input, feedback.track());

  return (
    <SettingsCard title={t("translation.settings.title")} description={t("translation.settings.description")}>
      {preferences.isPending ? (
        <div role="status" className="space-y-3">
          <span className="sr-only">{t("translation.settings.loading")}</span>
          <div aria-hidden="true" className="h-5 w-full max-w-md animate-pulse rounded bg-slate-100" />
        </div>
      ) : preferences.isError ? (
        <LoadError
          message={t("translation.settings.loadFailed")}
          onRetry={() => void preferences.refetch()}
          isRetrying={false}
        />
      ) : (
        <div className="space-y-4">
          {isCreator && (
            <SelectField
              label={t("translation.settings.contentLanguage")}
              hint={t("translation.settings.contentLanguageHint")}
              value={preferences.contentLanguage ?? "en"}
              onChange={(event) => change({ contentLanguage: event.target.value as (typeof languages)[number] })}
            >
              {languages.map((language) => (
                <option key={language} value={language}>
                  {t(`language.${language}`)}
                </option>
              ))}
            </SelectField>
          )}
          {preferences.isTranslationAvailable && (
            <CheckboxField
              label={t("translation.settings.autoTranslate")}
              checked={autoTranslate}
              onChange={(event) => {
                pressAutoTranslate(event.target.checked);
                change({ autoTranslate: event.target.checked });
              }}
            />
          )}
          <SelectField
            label={t("translation.settings.units")}
            value={preferences.measurementUnits ?? ""}
            onChange={(event) =>
              change({
                measurementUnits: event.target.value === "" ? null : (event.target.value as "metric" | "imperial"),
              })
            }
          >
            <option value="">{t("translation.settings.unitsAuto")}</option>
            <option value="metric">{t("translation.settings.unitsMetric")}</option>
            <option value="imperial">{t("translation.settings.unitsImperial")}</option>
          </SelectField>
          <SaveStatus
            feedback={feedback}
            saved={t("translation.settings.saved")}
            failed={t("translation.settings.failed")}
          />
        </div>
      )}
    </SettingsCard>
  );
}
