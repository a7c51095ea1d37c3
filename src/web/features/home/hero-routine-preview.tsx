// A glimpse of a creator's daily routine beside the hero headline; decorative, so hidden from screen readers.
import clsx from "clsx";
import { useTranslation } from "../../i18n";
import { useFormat } from "../../lib/format";

const blocks = [
  { key: "workout", hours: 6, minutes: 30, isDone: true, tone: "bg-brand-500" },
  { key: "meal", hours: 12, minutes: 30, isDone: true, tone: "bg-emerald-400" },
  { key: "mobility", hours: 18, minutes: 0, isDone: false, tone: "bg-teal-400" },
] as const;

export function HeroRoutinePreview() {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <div aria-hidden="true" className="relative hidden lg:block">
      <div className="absolute -inset-6 -z-10 rounded-[2.5rem] bg-brand-500/10 blur-2xl" />
      <div className="rotate-2 rounded-3xl bg-white/[0.06] p-6 shadow-2xl ring-1 ring-white/15 backdrop-blur">
        <div className="flex items-center justify-between">
          <p className="text-sm font-semibold text-white">{t("home.preview.title")}</p>
          <span className="rounded-full bg-brand-500 px-2.5 py-0.5 text-xs font-bold tracking-wide text-slate-950">
            PRO
          </span>
        </div>
        <ul className="mt-5 space-y-3">
          {blocks.map((block) => (
            <li
              key={block.key}
              className="flex items-center gap-4 rounded-2xl bg-white/[0.04] p-4 ring-1 ring-white/10"
            >
              <span className={clsx("h-10 w-1.5 rounded-full", block.tone)} />
              <div className="min-w-0 flex-1">
                <p className="text-xs font-medium text-slate-400">
                  {format.time(block.hours, block.minutes)} · {t(`home.preview.blocks.${block.key}.type`)}
                </p>
                <p className="truncate font-semibold text-white">{t(`home.preview.blocks.${block.key}.name`)}</p>
              </div>
              <span
                className={clsx(
                  "flex h-7 w-7 shrink-0 items-center justify-center rounded-full",
                  block.isDone ? "bg-brand-500 text-slate-950" : "ring-2 ring-white/25",
                )}
              >
                {block.isDone && (
                  <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={3} className="h-4 w-4">
                    <path d="m5 12 5 5L20 7" strokeLinecap="round" strokeLinejoin="round" />
                  </svg>
                )}
              </span>
            </li>
          ))}
        </ul>
        <div className="mt-5">
          <div className="flex justify-between text-xs text-slate-400">
            <span>{t("home.preview.progress")}</span>
            <span className="font-semibold text-white">2/3</span>
          </div>
          <div className="mt-2 h-2 overflow-hidden rounded-full bg-white/10">
            <div className="h-full w-2/3 rounded-full bg-gradient-to-r from-brand-500 to-amber-400" />
          </div>
        </div>
      </div>
    </div>
  );
}
