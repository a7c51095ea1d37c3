// Catches render errors below it, logs them with an error ID and shows the error screen instead of a blank page.
import { Component, type ErrorInfo, type ReactNode } from "react";
import { createErrorId, logAppError } from "./error-log";
import { ErrorScreen } from "./error-screen";

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
    if (this.state.error) return <ErrorScreen errorId={this.state.errorId} onRetry={this.reset} />;
    return this.props.children;
  }
}
