// Which failures of a failover run the deployment cannot avoid: a request that changes something
// (POST, PATCH) and was already sent to the instance killed with kill -9 has no answer, and the
// balancer may not send it again (it could be applied twice). Any other failure is a fault.
import type { FailoverReport } from "./failover-scenario";

/** Requests the balancer never repeats. */
const NOT_REPEATED = /^(POST|PATCH|tus)/;
/** How long after the kill a request could still have been on its way to, or in, the killed instance. */
const IN_FLIGHT_AT_KILL_MS = 3_000;

export function unexpectedFailures(report: FailoverReport) {
  const { killed } = report.events;
  return report.run.failures.filter(
    (failure) =>
      !(NOT_REPEATED.test(failure.kind) && failure.at >= killed && failure.at - killed <= IN_FLIGHT_AT_KILL_MS),
  );
}
