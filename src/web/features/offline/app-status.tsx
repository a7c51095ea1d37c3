// What the installable app says about itself, at the foot of every page: offline and syncing,
// and a new release waiting. Rendered in a root of its own (src/web/pwa/start.ts).
import { OfflineBanner } from "./offline-banner";
import type { SyncResult } from "./outbox-sync";
import { UpdatePrompt } from "./update-prompt";

export interface AppStatusProps {
  /** Switches to a waiting release and reloads; null while there is none. */
  reload: (() => void) | null;
  lastSync: SyncResult | null;
}

export function AppStatus({ reload, lastSync }: AppStatusProps) {
  return (
    <div className="pointer-events-none fixed inset-x-0 bottom-0 z-50 mx-auto flex max-w-md flex-col gap-2 p-3 pb-[max(0.75rem,env(safe-area-inset-bottom))]">
      {reload && <UpdatePrompt reload={reload} />}
      <OfflineBanner lastSync={lastSync} />
    </div>
  );
}
