// A small coloured label for where a subscription, invoice or payout account stands.
import clsx from "clsx";

export type BadgeTone = "success" | "warning" | "danger" | "neutral";

const tones: Record<BadgeTone, string> = {
  success: "bg-green-50 text-green-800 ring-green-600/30",
  warning: "bg-amber-50 text-amber-900 ring-amber-600/40",
  danger: "bg-red-50 text-red-800 ring-red-600/30",
  neutral: "bg-slate-100 text-slate-700 ring-slate-500/30",
};

export function StatusBadge({ tone, label }: { tone: BadgeTone; label: string }) {
  return (
    <span
      className={clsx(
        "inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1",
        tones[tone],
      )}
    >
      {label}
    </span>
  );
}
