// A card for a part that arrives with payments (payout setup, payment management): says so, offers no dead buttons.
import { SettingsCard } from "./settings-card";

export function LaterReleaseCard({ title, text, note }: { title: string; text: string; note: string }) {
  return (
    <SettingsCard title={title}>
      <div className="flex gap-3 rounded-xl border border-dashed border-slate-300 bg-slate-50 p-4">
        <svg aria-hidden="true" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8" className="h-6 w-6 shrink-0 text-brand-600">
          <rect x="2.5" y="5" width="19" height="14" rx="2" />
          <path d="M2.5 10h19M6.5 15h4" strokeLinecap="round" />
        </svg>
        <div className="space-y-1 text-sm">
          <p className="text-slate-800">{text}</p>
          <p className="text-slate-500">{note}</p>
        </div>
      </div>
    </SettingsCard>
  );
}
