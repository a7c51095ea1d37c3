// A banner for success, error or information; errors are announced immediately.
import clsx from "clsx";
import type { ReactNode } from "react";

type Tone = "success" | "error" | "info";

const tones: Record<Tone, string> = {
  success: "border-green-300 bg-green-50 text-green-900",
  error: "border-red-300 bg-red-50 text-red-900",
  info: "border-sky-300 bg-sky-50 text-sky-900",
};

export function Alert({ tone, children, className }: { tone: Tone; children: ReactNode; className?: string }) {
  return (
    <div
      role={tone === "error" ? "alert" : "status"}
      className={clsx("rounded-lg border px-4 py-3 text-sm", tones[tone], className)}
    >
      {children}
    </div>
  );
}
