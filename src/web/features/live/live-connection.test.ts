import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { connectLive, type LiveHandlers } from "./live-connection";

/** Enough of EventSource to drive the connection by hand. */
class FakeEventSource extends EventTarget {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSED = 2;
  static instances: FakeEventSource[] = [];
  readyState = FakeEventSource.CONNECTING;
  constructor(readonly url: string) {
    super();
    FakeEventSource.instances.push(this);
  }
  open() {
    this.readyState = FakeEventSource.OPEN;
    this.dispatchEvent(new Event("open"));
  }
  send(type: string, data: string) {
    this.dispatchEvent(new MessageEvent(type, { data }));
  }
  /** A dropped connection the browser retries (CONNECTING) or gives up on (CLOSED). */
  fail(readyState: number) {
    this.readyState = readyState;
    this.dispatchEvent(new Event("error"));
  }
  close() {
    this.readyState = FakeEventSource.CLOSED;
  }
}

const handlers = () => ({ onHint: vi.fn(), onResync: vi.fn(), onGiveUp: vi.fn() }) satisfies LiveHandlers;
const connect = (on: LiveHandlers) =>
  connectLive("/api/events", on, {
    EventSourceImpl: FakeEventSource as unknown as typeof EventSource,
    reopenDelaysMs: [1000],
  });
const latest = () => FakeEventSource.instances.at(-1)!;

beforeEach(() => {
  FakeEventSource.instances = [];
  vi.useFakeTimers();
});
afterEach(() => vi.useRealTimers());

describe("connectLive", () => {
  it("passes hints on, and resyncs on the first connect and every reconnect", () => {
    const on = handlers();
    const close = connect(on);
    expect(on.onResync).not.toHaveBeenCalled();
    // What the page fetched before the stream listened may have missed a hint.
    latest().open();
    expect(on.onResync).toHaveBeenCalledTimes(1);

    latest().send("hint", '{"topics":["notifications"]}');
    expect(on.onHint).toHaveBeenCalledWith({ topics: ["notifications"] });

    latest().fail(FakeEventSource.CONNECTING);
    latest().open();
    expect(on.onResync).toHaveBeenCalledTimes(2);

    latest().send("resync", "{}");
    expect(on.onResync).toHaveBeenCalledTimes(3);
    close();
  });

  it("ignores hints it cannot read", () => {
    const on = handlers();
    connect(on);
    latest().send("hint", "oops");
    expect(on.onHint).not.toHaveBeenCalled();
  });

  it("reopens a stream the browser gave up on, and resyncs once it is back", () => {
    const on = handlers();
    connect(on);
    latest().open();
    latest().fail(FakeEventSource.CLOSED);
    expect(on.onGiveUp).toHaveBeenCalledTimes(1);
    expect(FakeEventSource.instances).toHaveLength(1);

    vi.advanceTimersByTime(1500);
    expect(FakeEventSource.instances).toHaveLength(2);
    latest().open();
    expect(on.onResync).toHaveBeenCalledTimes(2);
  });

  it("stays closed once closed", () => {
    const on = handlers();
    const close = connect(on);
    const first = latest();
    close();
    expect(first.readyState).toBe(FakeEventSource.CLOSED);
    first.fail(FakeEventSource.CLOSED);
    vi.advanceTimersByTime(10_000);
    expect(FakeEventSource.instances).toHaveLength(1);
    expect(on.onGiveUp).not.toHaveBeenCalled();
  });
});
