// Mounts the debug panel only once errors were logged, so its code loads only then.
import { lazy, Suspense, useSyncExternalStore } from "react";
import { loadStrings } from "../i18n";
import { errorLogCount, subscribeToErrorLog } from "./error-log";

const DebugPanel = lazy(async () => {
  const [module] = await Promise.all([import("./debug-panel"), loadStrings("debug"), import("../pages.css")]);
  return { default: module.DebugPanel };
});

export function DebugPanelLauncher() {
  const count = useSyncExternalStore(subscribeToErrorLog, errorLogCount, () => 0);
  if (count === 0) return null;
  return (
    <Suspense fallback={null}>
      <DebugPanel />
    </Suspense>
  );
}
