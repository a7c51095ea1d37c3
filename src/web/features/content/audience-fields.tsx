// A post's category and the tier it needs, side by side: the same two choices when a post is
// created and when it is edited.
import { postCategories, type PostCategory } from "../../../domain/content";
import { tiers, type Tier } from "../../../domain/memberships";
import { useTranslation } from "../../i18n";
import { SelectField } from "../../ui/fields";

interface AudienceFieldsProps {
  category: PostCategory;
  requiredTier: Tier;
  onChange(change: { category?: PostCategory; requiredTier?: Tier }): void;
  /** Explains who sees each tier (on the create form, where the choice is first made). */
  withTierHint?: boolean;
}

export function AudienceFields({ category, requiredTier, onChange, withTierHint = false }: AudienceFieldsProps) {
  const { t } = useTranslation();
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <SelectField
        label={t("content.form.category")}
        value={category}
        onChange={(event) => onChange({ category: event.target.value as PostCategory })}
      >
        {postCategories.map((option) => (
          <option key={option} value={option}>
            {t(`content.categories.${option}`)}
          </option>
        ))}
      </SelectField>
      <SelectField
        label={t("content.form.tier")}
        hint={withTierHint ? t("content.form.tierHint") : undefined}
        value={requiredTier}
        onChange={(event) => onChange({ requiredTier: event.target.value as Tier })}
      >
        {tiers.map((tier) => (
          <option key={tier} value={tier}>
            {t(`content.tiers.${tier}`)}
          </option>
        ))}
      </SelectField>
    </div>
  );
}
