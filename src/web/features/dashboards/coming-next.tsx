// A friendly note on what an overview will show once its parts are built.
import { useTranslation } from "../../i18n";

export function ComingNext({ items }: { items: string[] }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="coming-next-title" className="rounded-2xl border border-dashed border-slate-300 bg-slate-50 p-5">
      <h2 id="coming-next-title" className="font-semibold text-slate-900">
        {t("dashboard.comingNext.title")}
      </h2>
      <ul className="mt-2 space-y-1.5 text-sm text-slate-600">
        {items.map((item) => (
          <li key={item} className="flex gap-2">
            <span aria-hidden="true" className="mt-1.5 h-1.5 w-1.5 shrink-0 rounded-full bg-brand-500" />
            {item}
          </li>
        ))}
      </ul>
    </section>
  );
}
