// The support questions by topic, each a native disclosure (keyboard and screen-reader friendly
// without any script).
import { useTranslation } from "../../i18n";

/** Topics and their questions, as keys under support.faq.<topic>.<question>.{question,answer}. */
const topics = {
  memberships: ["plans", "free", "access"],
  billing: ["currency", "change", "failed", "card"],
  cancelling: ["how", "after", "unfollow"],
  refunds: ["policy", "mistake"],
  payouts: ["setup", "split", "timing"],
} as const;

export function SupportFaq() {
  const { t } = useTranslation();
  return (
    <div className="space-y-8">
      {Object.entries(topics).map(([topic, questions]) => (
        <section key={topic} aria-labelledby={`support-${topic}`}>
          <h2 id={`support-${topic}`} className="text-xl font-bold text-slate-900">
            {t(`support.faq.${topic}.title`)}
          </h2>
          <div className="mt-3 divide-y divide-slate-200 rounded-2xl bg-white ring-1 ring-slate-200">
            {questions.map((question) => (
              <details key={question} className="group px-5 py-4">
                <summary className="cursor-pointer font-semibold text-slate-900 marker:text-brand-600">
                  {t(`support.faq.${topic}.${question}.question`)}
                </summary>
                <p className="mt-2 text-sm text-slate-600">{t(`support.faq.${topic}.${question}.answer`)}</p>
              </details>
            ))}
          </div>
        </section>
      ))}
    </div>
  );
}
