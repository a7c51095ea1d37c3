// Starting the push job right after notifications are committed. notify() runs inside other
// features' transactions without the job queue, but every new notification sends a live hint
// (after commit, to every instance): hearing one queues a round, at most one a second per process,
// and one more at the end of that second if others were heard meanwhile (nothing waits for cron).
import type { JobQueue } from "../../context";
import { PUSH_JOB } from "./deliver";

const MIN_GAP_MS = 1000;

export function pushKicker(jobs: JobQueue) {
  let isCooling = false;
  let isHeardMeanwhile = false;
  const run = () => {
    jobs.runSoon(PUSH_JOB);
    isCooling = true;
    setTimeout(() => {
      isCooling = false;
      if (isHeardMeanwhile) {
        isHeardMeanwhile = false;
        run();
      }
    }, MIN_GAP_MS).unref();
  };
  return () => {
    if (isCooling) isHeardMeanwhile = true;
    else run();
  };
}
