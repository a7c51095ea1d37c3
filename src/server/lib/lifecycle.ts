// Where this instance is in its life, as the load balancer and the request path need to know:
// serving, or draining after SIGTERM (not ready, no new keep-alive, streams told to reconnect
// elsewhere) while the requests in flight finish.

/** How long requests in flight may take to finish after SIGTERM; most orchestrators kill at 30 s. */
export const DRAIN_GRACE_MS = 25_000;

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
