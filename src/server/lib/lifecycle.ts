// Where this instance is in its life, as the load balancer and the request path need to know:
// serving, or draining after SIGTERM (not ready, no new keep-alive, streams told to reconnect
// elsewhere) while the requests in flight finish.

/** How long requests in flight may take to finish after SIGTERM; most orchestrators kill at 30 s. */
export const DRAIN_GRACE_MS = 25_000;

/**
 * How long running job rounds may go on after SIGTERM before they are handed back to the queue
 * (another instance retries them). Shorter than the requests' grace: a round such as the
 * notification fan-out keeps finding work while the platform is busy, and every round resumes
 * where it stopped.
 */
export const JOB_HANDBACK_MS = 10_000;

/**
 * How long a draining instance still takes new connections, answering each request with
 * `Connection: close`, before it stops listening. A balancer reusing an idle keep-alive
 * connection at the moment the instance closes it gets a reset, and may not send a POST again;
 * closing only after answers, for longer than the balancer keeps idle connections
 * (deploy/nginx.conf: 2 s), leaves no such race. Orchestrators call this a pre-stop delay.
 */
export const DRAIN_LINGER_MS = 3_000;

/** How soon a browser's event stream comes back (to another instance) after this one closes it. */
export const RECONNECT_AFTER_MS = 1_000;

export class Lifecycle {
  private draining = false;

  get isDraining() {
    return this.draining;
  }

  startDraining() {
    this.draining = true;
  }
}
