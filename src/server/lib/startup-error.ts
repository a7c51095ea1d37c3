// A start-up failure the operator can fix: its message is the one sentence printed on exit.
export class StartupError extends Error {
  override name = "StartupError";
}
