// The creator's own testimonials: quotes with their author, added, edited and removed in the form.
import { useTranslation } from "../../i18n";
import { MAX_AUTHOR_LENGTH, MAX_QUOTE_LENGTH, MAX_TESTIMONIALS } from "../../../domain/profile-sections";
import { Button } from "../../ui/button";
import { TextAreaField, TextField } from "../../ui/fields";
import type { DraftErrors } from "./creator-draft";
import { newTestimonial, type TestimonialDraft } from "./sections-draft";

interface TestimonialsEditorProps {
  testimonials: TestimonialDraft[];
  errors: DraftErrors;
  onChange(testimonials: TestimonialDraft[]): void;
}

export function TestimonialsEditor({ testimonials, errors, onChange }: TestimonialsEditorProps) {
  const { t } = useTranslation();
  const last = testimonials.at(-1);
  const isFull = testimonials.length >= MAX_TESTIMONIALS;
  // Like the supplements: a new row once the last one has its quote.
  const canAdd = (!last || last.quote.trim() !== "") && !isFull;
  const errorOf = (path: string) => (errors[path] ? t(errors[path]) : undefined);
  const change = (index: number, patch: Partial<TestimonialDraft>) =>
    onChange(testimonials.map((current, at) => (at === index ? { ...current, ...patch } : current)));

  return (
    <div className="space-y-4">
      {testimonials.length === 0 && (
        <p className="text-sm text-slate-500 italic">{t("profiles.sections.testimonials.empty")}</p>
      )}
      {testimonials.map((testimonial, index) => {
        const title = t("profiles.sections.testimonials.item", { number: index + 1 });
        return (
          <fieldset key={testimonial.key} className="rounded-xl border border-slate-200 bg-slate-50/60 p-4">
            <legend className="sr-only">{title}</legend>
            <div className="mb-3 flex items-center justify-between gap-3">
              <p aria-hidden="true" className="font-semibold text-slate-900">
                {title}
              </p>
              <Button
                variant="ghost"
                size="sm"
                onClick={() => onChange(testimonials.filter((_, at) => at !== index))}
                aria-label={t("profiles.sections.testimonials.remove", { number: index + 1 })}
                className="text-red-700 hover:bg-red-50"
              >
                {t("profiles.sections.testimonials.removeButton")}
              </Button>
            </div>
            <div className="space-y-3">
              <TextAreaField
                label={t("profiles.sections.testimonials.quote")}
                value={testimonial.quote}
                onChange={(event) => change(index, { quote: event.target.value })}
                rows={3}
                maxLength={MAX_QUOTE_LENGTH}
                hint={t("profiles.sections.characters", { count: testimonial.quote.length, max: MAX_QUOTE_LENGTH })}
                error={errorOf(`testimonials.${index}.quote`)}
              />
              <TextField
                label={t("profiles.sections.testimonials.author")}
                value={testimonial.author}
                onChange={(event) => change(index, { author: event.target.value })}
                maxLength={MAX_AUTHOR_LENGTH}
                placeholder={t("profiles.sections.testimonials.authorPlaceholder")}
                error={errorOf(`testimonials.${index}.author`)}
              />
            </div>
          </fieldset>
        );
      })}
      <div className="flex flex-wrap items-center gap-3">
        <Button variant="secondary" onClick={() => onChange([...testimonials, newTestimonial()])} disabled={!canAdd}>
          <span aria-hidden="true">+</span>
          {t("profiles.sections.testimonials.add")}
        </Button>
        {!canAdd && (
          <p className="text-xs text-slate-500">
            {isFull
              ? t("profiles.sections.testimonials.full", { max: MAX_TESTIMONIALS })
              : t("profiles.sections.testimonials.quoteFirst")}
          </p>
        )}
      </div>
      {errorOf("testimonials") && <p className="text-sm text-red-700">{errorOf("testimonials")}</p>}
    </div>
  );
}
