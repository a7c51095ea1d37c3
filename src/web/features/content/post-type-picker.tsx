// Video, image or text: a radio group drawn as three cards.
import clsx from "clsx";
import { postTypes, type PostType } from "../../../domain/content";
import { useTranslation } from "../../i18n";
import { ContentIcon } from "./content-icons";

export function PostTypePicker({
  value,
  disabled,
  onChange,
}: {
  value: PostType;
  disabled?: boolean;
  onChange(type: PostType): void;
}) {
  const { t } = useTranslation();
  return (
    <fieldset disabled={disabled}>
      <legend className="text-sm font-medium text-slate-800">{t("content.form.type")}</legend>
      <div className="mt-2 grid grid-cols-3 gap-2 sm:gap-3">
        {postTypes.map((type) => (
          <label
            key={type}
            className={clsx(
              "relative flex cursor-pointer flex-col items-center gap-1.5 rounded-xl border-2 px-2 py-3 text-sm font-semibold transition-colors has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-500 has-[:focus-visible]:ring-offset-2",
              value === type
                ? "border-brand-600 bg-brand-50 text-brand-800"
                : "border-slate-200 bg-white text-slate-700 hover:border-slate-300",
            )}
          >
            <input
              type="radio"
              name="post-type"
              value={type}
              checked={value === type}
              onChange={() => onChange(type)}
              className="absolute inset-0 cursor-pointer opacity-0"
            />
            <ContentIcon name={type} className="h-6 w-6" />
            {t(`content.types.${type}`)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
