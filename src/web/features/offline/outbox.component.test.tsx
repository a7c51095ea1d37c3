// The queue of writes made with no network: one per address, per account, sent oldest first; a
// refused write is dropped and counted, a network failure or a server error keeps the rest for later.
import { beforeEach, describe, expect, it } from "vitest";
import { fakeApi } from "../../../../tests/support/web/fake-api";
import { queuedWrites, queueWrite } from "./outbox";
import { sendQueuedWrites } from "./outbox-sync";
import { keepTypedText, restoreTypedText } from "./typed-text";

const SET = "PUT /me/plan/:assignmentId/days/:dayIndex/exercises/:exerciseIndex/sets/:setNumber";
const setUrl = (setNumber: number) => `/api/me/plan/a1/days/0/exercises/0/sets/${setNumber}`;
const queueSet = (userId: string, setNumber: number, reps: number) =>
  queueWrite(userId, { method: "PUT", url: setUrl(setNumber), body: { reps } });
const sentSets = () => fakeApi.requests(SET).map((request) => Number(request.params.setNumber));

beforeEach(() => localStorage.clear());

describe("the queue of writes waiting for the network", () => {
  it("keeps one write per address, each account its own, in the order they were made", () => {
    queueSet("ana", 1, 5);
    queueSet("ana", 2, 5);
    queueSet("bea", 1, 9);
    queueSet("ana", 1, 6);
    expect(queuedWrites("ana").map((write) => [write.url, write.body])).toEqual([
      [setUrl(2), { reps: 5 }],
      [setUrl(1), { reps: 6 }],
    ]);
    expect(queuedWrites("bea")).toHaveLength(1);
  });

  it("sends them oldest first and drops a write the server refuses, counting it", async () => {
    queueSet("ana", 1, 5);
    queueSet("ana", 2, 5);
    queueSet("ana", 3, 5);
    fakeApi.on(SET, (request) =>
      request.params.setNumber === "2"
        ? { status: 403, body: { error: { code: "all_star_required", message: "" } } }
        : { status: 200, body: { set: {}, newRecords: [] } },
    );
    expect(await sendQueuedWrites("ana")).toEqual({ sent: 2, refused: 1, waiting: 0 });
    expect(sentSets()).toEqual([1, 2, 3]);
  });

  it("stops at a network failure or a server error, keeping that write and the rest in order", async () => {
    queueSet("ana", 1, 5);
    queueSet("ana", 2, 5);
    queueSet("ana", 3, 5);
    fakeApi.on(SET, (request) => {
      if (request.params.setNumber === "2") throw new TypeError("Failed to fetch");
      return { status: 200, body: { set: {}, newRecords: [] } };
    });
    expect(await sendQueuedWrites("ana")).toEqual({ sent: 1, refused: 0, waiting: 2 });

    fakeApi.fail(SET, 503, "unavailable");
    expect(await sendQueuedWrites("ana")).toEqual({ sent: 0, refused: 0, waiting: 2 });
    expect(queuedWrites("ana").map((write) => write.url)).toEqual([setUrl(2), setUrl(3)]);
  });
});

describe("text typed before reloading into a new version", () => {
  it("is put back in the same fields, but never a password", async () => {
    document.body.innerHTML = `<textarea id="message"></textarea><input name="password" autocomplete="current-password">`;
    (document.getElementById("message") as HTMLTextAreaElement).value = "See you at 6";
    (document.querySelector("[name=password]") as HTMLInputElement).value = "secret";
    keepTypedText();
    expect(sessionStorage.getItem("fc-typed-text")).not.toContain("secret");

    // The reloaded page's fields, empty, appear after the text was put aside.
    document.body.innerHTML = "";
    restoreTypedText();
    document.body.innerHTML = `<textarea id="message"></textarea>`;
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect((document.getElementById("message") as HTMLTextAreaElement).value).toBe("See you at 6");
  });
});
