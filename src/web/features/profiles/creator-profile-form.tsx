// The creator's own fields, saved together with one button: prices, philosophy, categories,
// certifications, hobbies, achievements and supplements. Whatever was typed stays on an error.
import { useEffect, useRef, useState, type FormEvent } from "react";
import { useTranslation } from "../../i18n";
import { Alert } from "../../ui/alert";
import { Button } from "../../ui/button";
import { CategoryPicker } from "./category-picker";
import {
  checkCreatorDraft,
  draftPathOf,
  priceCentsOf,
  toCreatorDraft,
  type CreatorDraft,
  type DraftErrors,
} from "./creator-draft";
import { EarningsCalculator } from "./earnings-calculator";
import { serverFieldErrors } from "./error-messages";
import { ListEditor } from "./list-editor";
import { PricingEditor } from "./pricing-editor";
import { ProfileSectionsCards } from "./profile-sections-cards";
import { useSaveCreatorProfile, type OwnProfile } from "./queries";
import { SettingsCard } from "../../ui/settings-card";
import { SupplementsEditor } from "./supplements-editor";
import { TextAreaField } from "../../ui/fields";
import { useFlash } from "../../lib/use-flash";

type Outcome = "invalid" | "failed" | null;
const listFields = ["certifications", "hobbies", "achievements"] as const;

export function CreatorProfileForm({ creator }: { creator: NonNullable<OwnProfile["creator"]> }) {
  const { t } = useTranslation();
  const save = useSaveCreatorProfile();
  const success = useFlash();
  const form = useRef<HTMLFormElement>(null);
  const [draft, setDraft] = useState<CreatorDraft>(() => toCreatorDraft(creator));
  const [errors, setErrors] = useState<DraftErrors>({});
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [attempt, setAttempt] = useState(0);

  // After a refused save, take keyboard and screen-reader users to the first field to fix.
  useEffect(() => {
    if (attempt === 0) return;
    const field = form.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    // Centred, so the sticky save bar does not cover it.
    field?.scrollIntoView({ block: "center" });
    field?.focus({ preventScroll: true });
  }, [attempt]);

  const update = (patch: Partial<CreatorDraft>) => setDraft((current) => ({ ...current, ...patch }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    success.hide();
    const checked = checkCreatorDraft(draft);
    setErrors(checked.errors);
    if (Object.keys(checked.errors).length > 0) {
      setOutcome("invalid");
      setAttempt((count) => count + 1);
      return;
    }
    try {
      const saved = await save.mutateAsync(checked.payload);
      // The server trims lists, drops empty supplements and gives new ones ids.
      if (saved.creator) setDraft(toCreatorDraft(saved.creator));
      setOutcome(null);
      success.show();
    } catch (error) {
      const fields = serverFieldErrors(error);
      setErrors(Object.fromEntries(Object.entries(fields).map(([path, key]) => [draftPathOf(path), key])));
      setOutcome("failed");
      setAttempt((count) => count + 1);
    }
  }

  const errorText = (path: string) => (errors[path] ? t(errors[path]) : undefined);

  return (
    <form ref={form} noValidate onSubmit={submit} className="space-y-6" aria-label={t("profiles.creator.formLabel")}>
      <SettingsCard title={t("profiles.pricing.title")} description={t("profiles.pricing.description")}>
        <div className="space-y-5">
          <PricingEditor draft={draft} errors={errors} onChange={(field, value) => update({ [field]: value })} />
          <EarningsCalculator
            proPriceCents={priceCentsOf(draft, "proPrice")}
            allStarPriceCents={priceCentsOf(draft, "allStarPrice")}
          />
        </div>
      </SettingsCard>

      <SettingsCard title={t("profiles.creator.aboutTitle")} description={t("profiles.creator.aboutDescription")}>
        <div className="space-y-5">
          <TextAreaField
            label={t("profiles.creator.philosophy")}
            value={draft.philosophy}
            onChange={(event) => update({ philosophy: event.target.value })}
            rows={4}
            maxLength={2000}
            placeholder={t("profiles.creator.philosophyPlaceholder")}
            error={errorText("philosophy")}
          />
          <CategoryPicker value={draft.categories} onChange={(categories) => update({ categories })} />
        </div>
      </SettingsCard>

      <SettingsCard title={t("profiles.creator.listsTitle")} description={t("profiles.creator.listsDescription")}>
        <div className="grid gap-6 lg:grid-cols-3">
          {listFields.map((field) => (
            <ListEditor
              key={field}
              label={t(`profiles.creator.${field}`)}
              placeholder={t(`profiles.creator.${field}Placeholder`)}
              items={draft[field]}
              onChange={(items) => update({ [field]: items })}
              error={errorText(field)}
            />
          ))}
        </div>
      </SettingsCard>

      <SettingsCard title={t("profiles.supplements.title")} description={t("profiles.supplements.intro")}>
        <SupplementsEditor
          supplements={draft.supplements}
          errors={errors}
          onChange={(supplements) => update({ supplements })}
        />
      </SettingsCard>

      <ProfileSectionsCards sections={draft.sections} errors={errors} onChange={(sections) => update({ sections })} />

      <div className="sticky bottom-2 z-10 rounded-2xl border border-slate-200 bg-white/95 p-3 shadow-lg backdrop-blur sm:p-4">
        <div className="flex items-center justify-between gap-3">
          <div className="min-w-0 flex-1 text-sm" aria-live="polite">
            {success.isShown && (
              <Alert tone="success" className="py-2">
                {t("profiles.saved")}
              </Alert>
            )}
            {outcome === "failed" && (
              <Alert tone="error" className="py-2">
                {t("profiles.creator.saveFailed")}
              </Alert>
            )}
            {outcome === "invalid" && (
              <Alert tone="error" className="py-2">
                {t("profiles.creator.fixFields")}
              </Alert>
            )}
            {!success.isShown && outcome === null && (
              <p className="hidden text-slate-600 sm:block">{t("profiles.creator.saveHint")}</p>
            )}
          </div>
          <Button type="submit" isLoading={save.isPending} className="shrink-0 sm:px-6 sm:py-3 sm:text-base">
            {t("profiles.creator.save")}
          </Button>
        </div>
      </div>
    </form>
  );
}
