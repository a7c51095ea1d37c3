// The live stream over real HTTP: hints arrive for the right user only, after the writing
// transaction commits; the stream ends on sign-out and when the app shuts down; a reconnect of
// the LISTEN connection asks every tab to resync; a draining instance sends its tabs elsewhere.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { publishHint } from "../../adapters/events/hints";
import { createUser, signIn } from "../../../../tests/support/factories";
import { creatorWithAllStar, sendToCreator } from "../../../../tests/support/message-factories";
import { createTestApp, type TestApp } from "../../../../tests/support/test-app";
import { listen } from "../../../../tests/support/tus";

let t: TestApp;
let server: Awaited<ReturnType<typeof listen>>;
beforeAll(async () => {
  t = await createTestApp();
  await t.listen();
  server = await listen(t);
});
afterAll(async () => {
  await server.close();
  await t.close();
});

interface LiveEvent {
  event: string;
  data: unknown;
  /** The reconnect delay the event set, in milliseconds. */
  retry?: number;
}

/** An open event stream: the events so far, a way to wait for the next one, and whether it ended. */
async function openStream(cookie: string) {
  const response = await fetch(`${server.url}/api/events`, { headers: { cookie } });
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toContain("text/event-stream");
  const events: LiveEvent[] = [];
  const waiters: (() => void)[] = [];
  let ended = false;
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  void (async () => {
    let buffer = "";
    for (;;) {
      const { value, done } = await reader.read().catch(() => ({ value: undefined, done: true }));
      if (done) break;
      buffer += value;
      let end;
      while ((end = buffer.indexOf("\n\n")) >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const event = /^event: (.*)$/m.exec(block)?.[1];
        const data = /^data: (.*)$/m.exec(block)?.[1];
        const retry = /^retry: (\d+)$/m.exec(block)?.[1];
        if (event) events.push({ event, data: data ? JSON.parse(data) : null, ...(retry && { retry: Number(retry) }) });
      }
      waiters.splice(0).forEach((wake) => wake());
    }
    ended = true;
    waiters.splice(0).forEach((wake) => wake());
  })();
  const until = async (check: () => boolean, timeoutMs = 3000) => {
    const deadline = Date.now() + timeoutMs;
    while (!check()) {
      if (Date.now() > deadline) throw new Error(`timed out; events so far: ${JSON.stringify(events)}`);
      await new Promise<void>((resolve) => {
        waiters.push(resolve);
        setTimeout(resolve, 50);
      });
    }
  };
  await until(() => events.some((event) => event.event === "ready"));
  return { events, until, hasEnded: () => ended, cancel: () => reader.cancel() };
}

describe("GET /api/events", () => {
  it("asks visitors to log in", async () => {
    const response = await fetch(`${server.url}/api/events`);
    expect(response.status).toBe(401);
    expect((await response.json()).error.code).toBe("unauthenticated");
  });

  it("hints the receiver and the sender of a message, and nobody else", async () => {
    const pair = await creatorWithAllStar(t);
    const outsider = await signIn(t, await createUser(t));
    const [creatorStream, memberStream, outsiderStream] = await Promise.all([
      openStream(pair.creatorCookie),
      openStream(pair.memberCookie),
      openStream(outsider),
    ]);

    const sent = await sendToCreator(t, pair.memberCookie, pair.creator.username, "Live?");
    const hinted = (stream: typeof creatorStream) =>
      stream.events.some(
        (event) =>
          event.event === "hint" &&
          (event.data as { conversationId?: string }).conversationId === sent.json.conversationId,
      );
    await creatorStream.until(
      () =>
        hinted(creatorStream) &&
        creatorStream.events.some((event) => JSON.stringify(event.data).includes("notifications")),
    );
    await memberStream.until(() => hinted(memberStream));
    // Give a stray hint time to arrive before checking it did not.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(outsiderStream.events.filter((event) => event.event === "hint")).toEqual([]);
    await Promise.all([creatorStream, memberStream, outsiderStream].map((stream) => stream.cancel()));
  });

  it("sends nothing for a transaction that rolled back", async () => {
    const user = await createUser(t);
    const stream = await openStream(await signIn(t, user));
    await t.db
      .transaction(async (tx) => {
        await publishHint(tx, [user.id], ["notifications"]);
        throw new Error("rolled back");
      })
      .catch(() => undefined);
    await publishHint(t.db, [user.id], ["messages"]);
    await stream.until(() => stream.events.some((event) => event.event === "hint"));
    expect(stream.events.filter((event) => event.event === "hint").map((event) => event.data)).toEqual([
      { topics: ["messages"] },
    ]);
    await stream.cancel();
  });

  it("ends the session's streams on sign-out, not the user's other sessions", async () => {
    const user = await createUser(t);
    const [leaving, staying] = [await signIn(t, user), await signIn(t, user)];
    const [leavingStream, stayingStream] = await Promise.all([openStream(leaving), openStream(staying)]);
    expect((await t.request("POST", "/api/auth/sign-out", { cookie: leaving })).status).toBe(200);
    await leavingStream.until(() => leavingStream.hasEnded());
    expect(stayingStream.hasEnded()).toBe(false);
    await stayingStream.cancel();
  });

  it("asks every open tab to resync after the hint connection comes back, and ends streams on shutdown", async () => {
    const user = await createUser(t);
    const stream = await openStream(await signIn(t, user));
    // Drop this app's LISTEN connection from the database side, as a failover would.
    await t.db.execute(
      `select pg_terminate_backend(pid) from pg_stat_activity where application_name = 'fitcreators-live' and datname = current_database()`,
    );
    await stream.until(() => stream.events.some((event) => event.event === "resync"), 5000);
    // Hints flow again after the reconnect.
    await publishHint(t.db, [user.id], ["notifications"]);
    await stream.until(() => stream.events.some((event) => event.event === "hint"));

    t.deps.live.closeAll();
    await stream.until(() => stream.hasEnded());
    expect(t.deps.live.size).toBe(0);
  });

  it("ends every stream with a reconnect in a second when the instance drains, so tabs come back through another", async () => {
    const [first, second] = [await createUser(t), await createUser(t)];
    const streams = [await openStream(await signIn(t, first)), await openStream(await signIn(t, second))];

    t.deps.live.reconnectAll();

    for (const stream of streams) {
      await stream.until(() => stream.hasEnded());
      expect(stream.events.at(-1)).toEqual({ event: "reconnect", data: {}, retry: 1000 });
    }
    expect(t.deps.live.size).toBe(0);
  });
});
