// The return from the provider's checkout (a membership's or a tip's) as one centred message: an
// icon, a heading, what it means, and where to go next.
import { useId, type ReactNode } from "react";
import { Spinner } from "./spinner";

type State = "processing" | "success" | "problem";

interface StatusCardProps {
  state: State;
  title: string;
  message: ReactNode;
  /** Links and buttons to go on. */
  children?: ReactNode;
}

function StateIcon({ state }: { state: State }) {
  if (state === "processing") return <Spinner className="h-12 w-12 text-brand-600" />;
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      className={state === "success" ? "h-14 w-14 text-green-600" : "h-14 w-14 text-amber-600"}
    >
      <circle cx="12" cy="12" r="10" />
      {state === "success" ? <path d="m7.5 12.5 3 3 6-6.5" /> : <path d="M12 7v6M12 16.5v.5" />}
    </svg>
  );
}

export function StatusCard({ state, title, message, children }: StatusCardProps) {
  const titleId = useId();
  // Processing is announced politely as it changes; a problem is announced at once.
  const role = state === "processing" ? "status" : state === "problem" ? "alert" : undefined;
  return (
    <section aria-labelledby={titleId} className="mx-auto max-w-xl px-4 py-16 text-center sm:py-24">
      <div className="flex justify-center">
        <StateIcon state={state} />
      </div>
      <h1 id={titleId} className="mt-5 text-2xl font-extrabold text-slate-900 sm:text-3xl">
        {title}
      </h1>
      <p role={role} className="mx-auto mt-3 max-w-md text-slate-600">
        {message}
      </p>
      {children && (
        <div className="mt-8 flex flex-col items-stretch justify-center gap-3 sm:flex-row sm:flex-wrap sm:items-center">
          {children}
        </div>
      )}
    </section>
  );
}
