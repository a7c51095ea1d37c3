// What the offline feature offers: the service worker, connectivity and the queue of writes
// waiting for the network (src/web/pwa starts them; the pages that log training queue to it).
// Its notices (app-status.tsx) are composed by src/web/pwa/start.tsx.
export { isOnline, onConnectivityChange, setOnline, watchConnectivity } from "./connectivity";
export { queuedWrites, type QueuedWrite } from "./outbox";
export { forgetAccountOnPhone } from "./forget-account";
export { sendQueuedWrites, type SyncResult } from "./outbox-sync";
export { QUEUED, sendOrQueue } from "./send-or-queue";
export { registerServiceWorker } from "./service-worker-client";
export { restoreTypedText } from "./typed-text";
export { useQueuedUrls, useQueuedWrites } from "./use-queued-writes";
