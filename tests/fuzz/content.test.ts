// Fuzzing posts, creator lists and pages, routines and public media: 1,000 hostile requests per
// endpoint, sent as a signed-in user of the right role; no 5xx, and a refused request stores nothing.
import fc from "fast-check";
import { afterAll, beforeAll, describe, it } from "vitest";
import { createTestApp, type TestApp } from "../support/test-app";
import { expectSurvives, hostileBody, hostileCursor, hostileQuery, hostileSegment, type FuzzRequest } from "./fuzz-kit";
import { createFuzzWorld, type FuzzWorld } from "./fuzz-world";

let t: TestApp;
let w: FuzzWorld;
beforeAll(async () => {
  t = await createTestApp();
  w = await createFuzzWorld(t);
});
afterAll(() => t.close());

const postExample = {
  title: "Leg day",
  description: "Squats",
  category: "workout",
  type: "text",
  requiredTier: "pro",
  status: "draft",
};
const routineExample = {
  title: "Push day",
  notes: "",
  blocks: [{ startTime: "07:00", endTime: "08:00", activity: "Bench", type: "workout" }],
};
const FUZZ_TIMEOUT = 180_000;

const expectSurvived = (requests: fc.Arbitrary<FuzzRequest>) => expectSurvives(t, requests);

describe("fuzzing content endpoints", () => {
  it(
    "POST /api/posts",
    () =>
      expectSurvived(
        hostileBody(postExample).map((body) => ({ method: "POST", path: "/api/posts", body, cookie: w.creatorCookie })),
      ),
    FUZZ_TIMEOUT,
  );

  it(
    "PATCH /api/posts/:id: hostile ids, and hostile edits of one's own post",
    () =>
      expectSurvived(
        fc.oneof(
          hostileSegment(w.othersIds).map((id) => ({
            method: "PATCH",
            path: `/api/posts/${id}`,
            body: JSON.stringify({ title: "Renamed" }),
            cookie: w.creatorCookie,
          })),
          hostileBody(postExample).map((body) => ({
            method: "PATCH",
            path: `/api/posts/${w.ownPostId}`,
            body,
            cookie: w.creatorCookie,
          })),
        ),
      ),
    FUZZ_TIMEOUT,
  );

  it(
    "DELETE /api/posts/:id",
    () =>
      expectSurvived(
        hostileSegment(w.othersIds).map((id) => ({
          method: "DELETE",
          path: `/api/posts/${id}`,
          cookie: w.creatorCookie,
        })),
      ),
    FUZZ_TIMEOUT,
  );

  it(
    "GET /api/posts/:id, its media and thumbnail; POST its views",
    () =>
      expectSurvived(
        fc
          .tuple(hostileSegment(w.othersIds), fc.constantFrom("GET ", "GET /media", "GET /thumbnail", "POST /views"))
          .map(([id, what]) => {
            const [method, suffix] = what.split(" ") as [string, string];
            return {
              method,
              path: `/api/posts/${id}${suffix}`,
              cookie: w.memberCookie,
              headers: { range: "bytes=0-10" },
            };
          }),
      ),
    FUZZ_TIMEOUT,
  );

  it(
    "GET /api/creators/:username/posts?cursor",
    () =>
      expectSurvived(
        fc
          .tuple(fc.oneof(fc.constant(w.creator.username), hostileSegment()), hostileCursor)
          .map(([username, cursor]) => ({
            method: "GET",
            path: `/api/creators/${username}/posts?cursor=${cursor}`,
            cookie: w.memberCookie,
          })),
      ),
    FUZZ_TIMEOUT,
  );

  it(
    "GET /api/me/posts and /api/me/feed",
    () =>
      expectSurvived(
        fc
          .tuple(fc.constantFrom("/api/me/posts", "/api/me/feed"), hostileQuery(["cursor", "limit"], "cursor"))
          .map(([path, query]) => ({
            method: "GET",
            path: path + query,
            cookie: path.endsWith("feed") ? w.memberCookie : w.creatorCookie,
          })),
      ),
    FUZZ_TIMEOUT,
  );

  it(
    "GET /api/creators (explore), /api/creators/featured and /api/creators/:username",
    () =>
      expectSurvived(
        fc.oneof(
          hostileQuery(["search", "category", "cursor", "limit"], "cursor").map((query) => ({
            method: "GET",
            path: `/api/creators${query}`,
            cookie: w.memberCookie,
          })),
          hostileSegment(w.othersIds).map((username) => ({
            method: "GET",
            path: `/api/creators/${username}`,
            cookie: w.memberCookie,
          })),
          hostileQuery(["limit"]).map((query) => ({
            method: "GET",
            path: `/api/creators/featured${query}`,
            cookie: w.memberCookie,
          })),
        ),
      ),
    FUZZ_TIMEOUT,
  );

  it(
    "GET, PUT, DELETE /api/me/routines/:date and its copy-from-yesterday",
    () =>
      expectSurvived(
        fc.oneof(
          fc.tuple(hostileSegment(), fc.constantFrom("GET", "DELETE", "POST")).map(([date, method]) => ({
            method,
            path: method === "POST" ? `/api/me/routines/${date}/copy-from-yesterday` : `/api/me/routines/${date}`,
            cookie: w.creatorCookie,
          })),
          fc
            .tuple(fc.oneof(fc.constant("2024-05-01"), hostileSegment()), hostileBody(routineExample))
            .map(([date, body]) => ({
              method: "PUT",
              path: `/api/me/routines/${date}`,
              body,
              cookie: w.creatorCookie,
            })),
        ),
      ),
    FUZZ_TIMEOUT,
  );

  it(
    "GET /api/creators/:username/routines?today",
    () =>
      expectSurvived(
        fc
          .tuple(fc.oneof(fc.constant(w.creator.username), hostileSegment()), hostileQuery(["today"]))
          .map(([username, query]) => ({
            method: "GET",
            path: `/api/creators/${username}/routines${query}`,
            cookie: w.memberCookie,
          })),
      ),
    FUZZ_TIMEOUT,
  );

  it(
    "GET /api/media/public/*",
    () =>
      expectSurvived(
        fc
          .array(hostileSegment(w.othersIds), { minLength: 1, maxLength: 3 })
          .map((parts) => ({ method: "GET", path: `/api/media/public/${parts.join("/")}` })),
      ),
    FUZZ_TIMEOUT,
  );
});
