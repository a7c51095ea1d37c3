// What a list of posts shows when there is nothing in it.
import type { ReactNode } from "react";
import { ContentIcon } from "./content-icons";

export function ContentEmpty({ title, text, children }: { title: string; text: string; children?: ReactNode }) {
  return (
    <div className="rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center">
      <span
        aria-hidden="true"
        className="mx-auto flex h-14 w-14 items-center justify-center rounded-full bg-brand-50 text-brand-700"
      >
        <ContentIcon name="video" className="h-7 w-7" />
      </span>
      <h3 className="mt-4 text-lg font-bold text-slate-900">{title}</h3>
      <p className="mx-auto mt-1 max-w-md text-slate-600">{text}</p>
      {children && <div className="mt-5">{children}</div>}
    </div>
  );
}
