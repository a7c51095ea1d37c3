// Bio, location and age, auto-saved as the user types.
import { useTranslation } from "../../i18n";
import { TextField } from "../../ui/fields";
import { Alert } from "../../ui/alert";
import { AutoSaveStatus } from "./auto-save-status";
import type { OwnProfile } from "./queries";
import { SettingsCard } from "../../ui/settings-card";
import { TextAreaField } from "../../ui/fields";
import { useBasicProfileAutoSave } from "./use-basic-profile-auto-save";

const BIO_MAX = 1000;

export function BasicProfileCard({ profile }: { profile: OwnProfile }) {
  const { t } = useTranslation();
  const { values, change, status, fieldErrors, isRestored } = useBasicProfileAutoSave(profile);
  const errorOf = (field: keyof typeof values) => (fieldErrors[field] ? t(fieldErrors[field]) : undefined);

  return (
    <SettingsCard
      title={t("profiles.basic.title")}
      description={t("profiles.basic.description")}
      aside={<AutoSaveStatus status={status} />}
    >
      {isRestored && (
        <Alert tone="info" className="mb-4">
          {t("profiles.autoSave.restored")}
        </Alert>
      )}
      <div className="space-y-4">
        <TextAreaField
          label={t("profiles.basic.bio")}
          value={values.bio}
          onChange={(event) => change("bio", event.target.value)}
          rows={4}
          maxLength={BIO_MAX}
          placeholder={t("profiles.basic.bioPlaceholder")}
          hint={t("profiles.basic.characters", { count: values.bio.length, max: BIO_MAX })}
          error={errorOf("bio")}
        />
        <div className="grid gap-4 sm:grid-cols-[1fr_10rem]">
          <TextField
            label={t("profiles.basic.location")}
            value={values.location}
            onChange={(event) => change("location", event.target.value)}
            maxLength={120}
            autoComplete="address-level2"
            placeholder={t("profiles.basic.locationPlaceholder")}
            error={errorOf("location")}
          />
          <TextField
            label={t("profiles.basic.age")}
            type="number"
            inputMode="numeric"
            min={13}
            max={120}
            step={1}
            value={values.age}
            onChange={(event) => change("age", event.target.value)}
            error={errorOf("age")}
          />
        </div>
      </div>
    </SettingsCard>
  );
}
