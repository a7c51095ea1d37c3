// What the analytics feature offers other features.
export { cancellationReasonCounts } from "./cancellation-reasons";
export { platformPauseCounts } from "./pauses";
export { platformOfferTotals } from "./offers";
