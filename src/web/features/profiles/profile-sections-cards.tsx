// The spec's further profile sections in the creator's settings form: testimonials (with the
// member reviews the creator may feature), the weekly training split and the nutrition framework.
// They are saved with the rest of the form; featuring a review is saved at once.
import { useTranslation } from "../../i18n";
import type { DraftErrors } from "./creator-draft";
import { MemberReviews } from "./member-reviews";
import { NutritionEditor } from "./nutrition-editor";
import type { SectionsDraft } from "./sections-draft";
import { SettingsCard } from "../../ui/settings-card";
import { TestimonialsEditor } from "./testimonials-editor";
import { WeeklySplitEditor } from "./weekly-split-editor";

interface ProfileSectionsCardsProps {
  sections: SectionsDraft;
  errors: DraftErrors;
  onChange(sections: SectionsDraft): void;
}

export function ProfileSectionsCards({ sections, errors, onChange }: ProfileSectionsCardsProps) {
  const { t } = useTranslation();
  const update = (patch: Partial<SectionsDraft>) => onChange({ ...sections, ...patch });

  return (
    <>
      <SettingsCard
        title={t("profiles.sections.testimonials.title")}
        description={t("profiles.sections.testimonials.description")}
      >
        <div className="space-y-6">
          <TestimonialsEditor
            testimonials={sections.testimonials}
            errors={errors}
            onChange={(testimonials) => update({ testimonials })}
          />
          <MemberReviews />
        </div>
      </SettingsCard>
      <SettingsCard title={t("profiles.sections.split.title")} description={t("profiles.sections.split.description")}>
        <WeeklySplitEditor
          days={sections.weeklySplit}
          errors={errors}
          onChange={(weeklySplit) => update({ weeklySplit })}
        />
      </SettingsCard>
      <SettingsCard
        title={t("profiles.sections.nutrition.title")}
        description={t("profiles.sections.nutrition.description")}
      >
        <NutritionEditor principles={sections.principles} macros={sections.macros} errors={errors} onChange={update} />
      </SettingsCard>
    </>
  );
}
