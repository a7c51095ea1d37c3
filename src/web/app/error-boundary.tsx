// Catches render errors below it, logs them with an error ID and shows the error screen instead of a blank page.
import { Component, lazy, Suspense, type ErrorInfo, type ReactNode } from "react";
import { t } from "../i18n";
import { createErrorId, logAppError } from "./error-log";

/**
 * The full error screen loads only when needed (it is not part of a first visit). If even
 * that download fails, as it will offline, a plain message with a reload button stands in.
 */
const ErrorScreen = lazy(() =>
  import("./error-screen").then(
    (module) => ({ default: module.ErrorScreen }),
    () => ({ default: PlainErrorScreen }),
  ),
);

function PlainErrorScreen({ errorId }: { errorId: string; onRetry: () => void }) {
  return (
    <div role="alert" className="mx-auto max-w-lg px-4 py-24 text-center">
      <h1 className="text-2xl font-bold">{t("errorScreen.title")}</h1>
      <p className="mt-2 text-sm text-slate-600">
        {t("errorScreen.errorId")} {errorId}
      </p>
      <button
        type="button"
        className="mt-6 rounded-lg bg-brand-600 px-4 py-2 font-semibold text-white"
        onClick={() => location.reload()}
      >
        {t("errorScreen.reload")}
      </button>
    </div>
  );
}

interface Props {
  children: ReactNode;
  /** When this changes (a new page), a shown error is cleared without remounting the children. */
  resetKey?: string;
}

interface State {
  error: Error | null;
  errorId: string;
}

export class ErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, errorId: "" };
  /** The resetKey the error was caught under: the render that moved to a new key may be the one that failed. */
  private caughtUnder: string | undefined;

  static getDerivedStateFromError(error: Error): Partial<State> {
    return { error, errorId: createErrorId() };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    this.caughtUnder = this.props.resetKey;
    logAppError(error, { errorId: this.state.errorId, details: info.componentStack ?? undefined });
  }

  override componentDidUpdate() {
    if (this.state.error && this.caughtUnder !== undefined && this.props.resetKey !== this.caughtUnder) this.reset();
  }

  private reset = () => {
    this.caughtUnder = undefined;
    this.setState({ error: null, errorId: "" });
  };

  override render() {
    if (this.state.error) {
      return (
        <Suspense fallback={null}>
          <ErrorScreen errorId={this.state.errorId} onRetry={this.reset} />
        </Suspense>
      );
    }
    return this.props.children;
  }
}
