// Fuzzing follows, ratings, messages, notifications and email preferences: 1,000 hostile requests per
// endpoint as a signed-in member (or creator, where the route is theirs); no 5xx, a refusal stores nothing.
import fc from "fast-check";
import { afterAll, beforeAll, describe, it } from "vitest";
import { createTestApp, type TestApp } from "../support/test-app";
import {
  expectSurvives,
  hostileBody,
  hostileCursor,
  hostileQuery,
  hostileSegment,
  hostileString,
  type FuzzRequest,
} from "./fuzz-kit";
import { createFuzzWorld, type FuzzWorld } from "./fuzz-world";

let t: TestApp;
let w: FuzzWorld;
beforeAll(async () => {
  t = await createTestApp();
  w = await createFuzzWorld(t);
});
afterAll(() => t.close());

const FUZZ_TIMEOUT = 180_000;
const messageExample = { body: "Hi coach!", clientMessageId: "6f1c2a4e-3b7d-4c1e-9a2f-0d8e5b6c7a91" };

const expectSurvived = (requests: fc.Arbitrary<FuzzRequest>) => expectSurvives(t, requests);

/** A creator's username: the member's own creator, someone else's, or junk. */
const username = () =>
  fc.oneof(fc.constant(w.creator.username), fc.constant(w.otherCreator.username), hostileSegment(w.othersIds));

describe("fuzzing social endpoints", () => {
  it(
    "POST and DELETE /api/creators/:username/follow, PUT its rating",
    () =>
      expectSurvived(
        fc.oneof(
          fc
            .tuple(username(), fc.constantFrom("POST", "DELETE"))
            .map(([name, method]) => ({ method, path: `/api/creators/${name}/follow`, cookie: w.memberCookie })),
          fc.tuple(username(), hostileBody({ stars: 4 })).map(([name, body]) => ({
            method: "PUT",
            path: `/api/creators/${name}/rating`,
            body,
            cookie: w.memberCookie,
          })),
        ),
      ),
    FUZZ_TIMEOUT,
  );

  it(
    "POST /api/creators/:username/messages",
    () =>
      expectSurvived(
        fc.tuple(username(), hostileBody(messageExample)).map(([name, body]) => ({
          method: "POST",
          path: `/api/creators/${name}/messages`,
          body,
          cookie: w.memberCookie,
        })),
      ),
    FUZZ_TIMEOUT,
  );

  it(
    "GET /api/conversations and a thread, with hostile ids and cursors",
    () =>
      expectSurvived(
        fc.oneof(
          hostileQuery(["cursor"], "cursor").map((query) => ({
            method: "GET",
            path: `/api/conversations${query}`,
            cookie: w.memberCookie,
          })),
          fc.tuple(hostileSegment(w.othersIds), hostileCursor).map(([id, cursor]) => ({
            method: "GET",
            path: `/api/conversations/${id}/messages?cursor=${cursor}`,
            cookie: w.memberCookie,
          })),
        ),
      ),
    FUZZ_TIMEOUT,
  );

  it(
    "POST a reply, read, PUT and DELETE a block on /api/conversations/:id",
    () =>
      expectSurvived(
        fc.oneof(
          fc.tuple(hostileSegment(w.othersIds), hostileBody(messageExample)).map(([id, body]) => ({
            method: "POST",
            path: `/api/conversations/${id}/messages`,
            body,
            cookie: w.memberCookie,
          })),
          fc
            .tuple(hostileSegment(w.othersIds), fc.constantFrom("POST /read", "PUT /block", "DELETE /block"))
            .map(([id, what]) => {
              const [method, suffix] = what.split(" ") as [string, string];
              return { method, path: `/api/conversations/${id}${suffix}`, cookie: w.memberCookie };
            }),
        ),
      ),
    FUZZ_TIMEOUT,
  );

  it(
    "POST /api/messages/:id/report",
    () =>
      expectSurvived(
        fc
          .tuple(hostileSegment(w.othersIds), hostileBody({ reason: "Spam" }))
          .map(([id, body]) => ({ method: "POST", path: `/api/messages/${id}/report`, body, cookie: w.creatorCookie })),
      ),
    FUZZ_TIMEOUT,
  );

  it(
    "GET /api/notifications, read-all, and read or DELETE one",
    () =>
      expectSurvived(
        fc.oneof(
          hostileQuery(["cursor", "limit"], "cursor").map((query) => ({
            method: "GET",
            path: `/api/notifications${query}`,
            cookie: w.memberCookie,
          })),
          fc.tuple(hostileSegment(w.othersIds), fc.constantFrom("POST /read", "DELETE ")).map(([id, what]) => {
            const [method, suffix] = what.split(" ") as [string, string];
            return { method, path: `/api/notifications/${id}${suffix}`, cookie: w.memberCookie };
          }),
          hostileBody({}).map((body) => ({
            method: "POST",
            path: "/api/notifications/read-all",
            body,
            cookie: w.memberCookie,
          })),
        ),
      ),
    FUZZ_TIMEOUT,
  );

  it(
    "GET and PUT /api/me/email-preferences, GET /api/me/unread-counts",
    () =>
      expectSurvived(
        fc.oneof(
          hostileBody({ messages: true, payments: false }).map((body) => ({
            method: "PUT",
            path: "/api/me/email-preferences",
            body,
            cookie: w.memberCookie,
          })),
          hostileQuery(["x"]).map((query) => ({
            method: "GET",
            path: `/api/me/email-preferences${query}`,
            cookie: w.memberCookie,
          })),
          hostileQuery(["x"]).map((query) => ({
            method: "GET",
            path: `/api/me/unread-counts${query}`,
            cookie: w.creatorCookie,
          })),
        ),
      ),
    FUZZ_TIMEOUT,
  );

  it(
    "POST /api/email-preferences/unsubscribe with forged tokens",
    () =>
      expectSurvived(
        fc.oneof(
          hostileQuery(["token"]).map((query) => ({
            method: "POST",
            path: `/api/email-preferences/unsubscribe${query}`,
          })),
          fc.tuple(hostileString, hostileString).map(([payload, signature]) => ({
            method: "POST",
            path: "/api/email-preferences/unsubscribe",
            body: JSON.stringify({
              token: `${Buffer.from(payload).toString("base64url")}.${Buffer.from(signature).toString("base64url")}`,
            }),
          })),
          hostileBody({ token: "abc.def" }).map((body) => ({
            method: "POST",
            path: "/api/email-preferences/unsubscribe",
            body,
          })),
        ),
      ),
    FUZZ_TIMEOUT,
  );
});
