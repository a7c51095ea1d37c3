// A file input that looks like a button: the real <input type="file"> stays in the page for
// keyboards and screen readers (visually hidden), and its label is what people see and click.
// The input points at the field's `${id}-error` message when there is one, else at `${id}-hint`.
import clsx from "clsx";
import type { InputHTMLAttributes, ReactNode } from "react";

interface FileButtonProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  "type" | "className" | "children" | "id"
> {
  id: string;
  hasError: boolean;
  /** The visible label's id, for an input named by more than its label. */
  labelId?: string;
  /** What the button shows: an icon and the words. */
  children: ReactNode;
}

export function FileButton({ id, hasError, labelId, disabled, children, ...input }: FileButtonProps) {
  return (
    <>
      <input
        {...input}
        id={id}
        type="file"
        disabled={disabled}
        className="peer sr-only"
        aria-invalid={hasError ? true : undefined}
        aria-describedby={hasError ? `${id}-error` : `${id}-hint`}
      />
      <label
        id={labelId}
        htmlFor={id}
        className={clsx(
          "inline-flex cursor-pointer items-center gap-2 rounded-lg border border-slate-300 bg-white px-3 py-1.5 text-sm font-semibold text-slate-900 hover:bg-slate-100",
          "peer-focus-visible:ring-2 peer-focus-visible:ring-brand-500 peer-focus-visible:ring-offset-2",
          disabled && "pointer-events-none opacity-60",
        )}
      >
        {children}
      </label>
    </>
  );
}
