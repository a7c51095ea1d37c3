// A titled white box on a sandbox page; its heading names the region for screen readers.
import clsx from "clsx";
import { useId, type ReactNode } from "react";

interface SandboxPanelProps {
  title: string;
  /** Something beside the title, such as an action button. */
  aside?: ReactNode;
  className?: string;
  children: ReactNode;
}

export function SandboxPanel({ title, aside, className, children }: SandboxPanelProps) {
  const id = useId();
  return (
    <section
      aria-labelledby={id}
      className={clsx("rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6", className)}
    >
      <div className="mb-4 flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
        <h2 id={id} className="text-lg font-bold text-slate-900">
          {title}
        </h2>
        {aside}
      </div>
      {children}
    </section>
  );
}
