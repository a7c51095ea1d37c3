// The heading of a settings screen.
export function SettingsHeader({ eyebrow, title, intro }: { eyebrow: string; title: string; intro: string }) {
  return (
    <header>
      <p className="text-sm font-semibold text-brand-700">{eyebrow}</p>
      <h1 className="mt-1 text-2xl font-bold text-slate-900 sm:text-3xl">{title}</h1>
      <p className="mt-2 text-slate-600">{intro}</p>
    </header>
  );
}
