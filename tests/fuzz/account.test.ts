// Fuzzing accounts, profiles, billing, dashboards and the small endpoints: 1,000 hostile requests per
// endpoint as a user of the right role (or a visitor where the route is public); no 5xx, a refusal stores nothing.
import fc from "fast-check";
import { afterAll, beforeAll, describe, it } from "vitest";
import { createTestApp, type TestApp } from "../support/test-app";
import {
  encode,
  expectSurvives,
  hostileBody,
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
const password = "Str0ng-password!";
let signUps = 0;
const card = { cardNumber: "4242424242424242", expiry: "12/34", cvc: "123", name: "Test Member" };

const expectSurvived = (requests: fc.Arbitrary<FuzzRequest>) => expectSurvives(t, requests);

const post = (path: string, body: string | undefined, cookie?: string): FuzzRequest => ({
  method: "POST",
  path,
  body,
  cookie,
});
const username = () =>
  fc.oneof(fc.constant(w.creator.username), fc.constant(w.otherCreator.username), hostileSegment(w.othersIds));

describe("fuzzing account endpoints", () => {
  it(
    "POST /api/auth/sign-up and sign-in",
    () =>
      expectSurvived(
        fc.oneof(
          // A fresh name each time: two sign-ups racing for one username is a different test.
          fc
            .constant(null)
            .map(() => `fuzzy_${++signUps}`)
            .chain((name) =>
              hostileBody({
                username: name,
                email: `${name}@example.com`,
                role: "follower",
                password,
                confirmPassword: password,
                acceptTerms: true,
              }),
            )
            .map((body) => post("/api/auth/sign-up", body)),
          hostileBody({ email: w.member.email, password: "wrong-password" }).map((body) =>
            post("/api/auth/sign-in", body),
          ),
        ),
      ),
    FUZZ_TIMEOUT,
  );

  it(
    "POST /api/auth confirmation, password reset and sign-out; GET the session",
    () =>
      expectSurvived(
        fc.oneof(
          hostileBody({ email: "nobody@example.com" }).map((body) => post("/api/auth/resend-confirmation", body)),
          hostileBody({ email: "nobody@example.com" }).map((body) => post("/api/auth/forgot-password", body)),
          hostileBody({ token: "abc" }).map((body) => post("/api/auth/confirm-email", body)),
          hostileBody({ token: "abc", password, confirmPassword: password }).map((body) =>
            post("/api/auth/reset-password", body),
          ),
          hostileString.map((token) => ({
            method: "GET",
            path: "/api/auth/session",
            headers: { cookie: `better-auth.session_token=${encode(token.slice(0, 2000))}` },
          })),
        ),
      ),
    FUZZ_TIMEOUT,
  );

  it(
    "GET, PATCH /api/me/profile and PUT its creator part",
    () =>
      expectSurvived(
        fc.oneof(
          hostileBody({ bio: "Coach", location: "Austin", age: 30 }).map((body) => ({
            method: "PATCH",
            path: "/api/me/profile",
            body,
            cookie: w.creatorCookie,
          })),
          hostileBody({
            philosophy: "Consistency",
            certifications: ["NSCA"],
            hobbies: [],
            achievements: [],
            supplements: [{ name: "Whey", imageUrl: "https://example.com/a.png" }],
            categories: ["strength_training"],
            proPriceCents: 999,
            allStarPriceCents: 1999,
          }).map((body) => ({ method: "PUT", path: "/api/me/profile/creator", body, cookie: w.creatorCookie })),
          hostileQuery(["x"]).map((query) => ({
            method: "GET",
            path: `/api/me/profile${query}`,
            cookie: w.memberCookie,
          })),
        ),
      ),
    FUZZ_TIMEOUT,
  );

  it(
    "PUT /api/me/profile/images/:kind with hostile kinds and bodies",
    () =>
      expectSurvived(
        fc
          .tuple(
            fc.oneof(fc.constantFrom("avatar", "cover"), hostileSegment()),
            hostileString,
            fc.constantFrom("image/png", "image/jpeg", "text/plain", "application/json"),
          )
          .map(([kind, body, type]) => ({
            method: "PUT",
            path: `/api/me/profile/images/${kind}`,
            body: body.slice(0, 50_000),
            cookie: w.creatorCookie,
            headers: { "content-type": type },
          })),
      ),
    FUZZ_TIMEOUT,
  );

  it(
    "GET, PATCH /api/me/memberships and cancel or resume one",
    () =>
      expectSurvived(
        fc.oneof(
          fc.tuple(username(), hostileBody({ tier: "pro" })).map(([name, body]) => ({
            method: "PATCH",
            path: `/api/me/memberships/${name}`,
            body,
            cookie: w.memberCookie,
          })),
          fc
            .tuple(username(), fc.constantFrom("cancel", "resume"))
            .map(([name, action]) => post(`/api/me/memberships/${name}/${action}`, undefined, w.memberCookie)),
          hostileQuery(["x"]).map((query) => ({
            method: "GET",
            path: `/api/me/memberships${query}`,
            cookie: w.memberCookie,
          })),
        ),
      ),
    FUZZ_TIMEOUT,
  );

  it(
    "POST /api/billing checkout, its sync and the portal",
    () =>
      expectSurvived(
        fc.oneof(
          hostileBody({ creator: w.otherCreator.username, tier: "nope" }).map((body) =>
            post("/api/billing/checkout", body, w.memberCookie),
          ),
          hostileSegment(w.othersIds).map((id) => post(`/api/billing/checkout/${id}/sync`, undefined, w.memberCookie)),
          hostileBody({}).map((body) => post("/api/billing/portal", body, w.creatorCookie)),
        ),
      ),
    FUZZ_TIMEOUT,
  );

  it(
    "the payout account, dashboards and the owner's figures",
    () =>
      expectSurvived(
        fc.oneof(
          fc
            .tuple(
              fc.constantFrom(
                "GET /api/me/payout-account",
                "POST /api/me/payout-account/refresh",
                "GET /api/dashboards/follower",
                "GET /api/dashboards/influencer",
                "GET /api/owner/figures",
              ),
              hostileQuery(["x"]),
            )
            .map(([what, query]) => {
              const [method, path] = what.split(" ") as [string, string];
              return {
                method,
                path: path + query,
                cookie: path.includes("follower") ? w.creatorCookie : w.memberCookie,
              };
            }),
          hostileQuery(["cursor"], "cursor").map((query) => ({
            method: "GET",
            path: `/api/dashboards/influencer/subscribers${query}`,
            cookie: w.creatorCookie,
          })),
        ),
      ),
    FUZZ_TIMEOUT,
  );

  it(
    "the sandbox payment pages with hostile ids and cards",
    () =>
      expectSurvived(
        fc.oneof(
          fc
            .tuple(
              hostileSegment(w.othersIds),
              fc.constantFrom(
                "GET /checkout/:id",
                "GET /portal/:id",
                "GET /onboarding/:id",
                "POST /portal/:id/subscriptions/:id/cancel",
                "POST /portal/:id/subscriptions/:id/resume",
              ),
            )
            .map(([id, what]) => {
              const [method, path] = what.split(" ") as [string, string];
              return { method, path: `/api/sandbox${path.replaceAll(":id", id)}`, cookie: w.memberCookie };
            }),
          fc
            .tuple(
              hostileSegment(w.othersIds),
              fc.constantFrom("/checkout/:id/pay", "/portal/:id/card"),
              hostileBody(card),
            )
            .map(([id, path, body]) => post(`/api/sandbox${path.replace(":id", id)}`, body, w.memberCookie)),
          fc
            .tuple(
              hostileSegment(w.othersIds),
              hostileBody({ legalName: "Coach", routingNumber: "110000000", accountNumber: "000123456789" }),
            )
            .map(([id, body]) => post(`/api/sandbox/onboarding/${id}`, body, w.creatorCookie)),
          // Only refused advances: a real one would move every membership's clock under the other runs.
          hostileBody({ days: "a week" })
            .filter((body) => !/"days":\s*\d/.test(body ?? ""))
            .map((body) => post("/api/sandbox/clock/advance", body, w.memberCookie)),
        ),
      ),
    FUZZ_TIMEOUT,
  );

  it(
    "webhooks with forged signatures, client logs, uploads' status and the small public endpoints",
    () =>
      expectSurvived(
        fc.oneof(
          fc
            .tuple(
              fc.constantFrom("stripe", "stripe-connect"),
              hostileBody({ id: "evt_1", type: "checkout.session.completed" }),
              hostileString,
            )
            .map(([endpoint, body, signature]) => ({
              method: "POST",
              path: `/api/webhooks/${endpoint}`,
              body,
              headers: { "stripe-signature": encode(signature.slice(0, 500)) },
            })),
          hostileBody({ errorId: "e1", message: "boom", url: "/", userAgent: "fuzz" }).map((body) =>
            post("/api/client-logs", body),
          ),
          hostileSegment(w.othersIds).map((id) => ({
            method: "GET",
            path: `/api/uploads/${id}/status`,
            cookie: w.creatorCookie,
          })),
          fc
            .tuple(
              fc.constantFrom("/api/health", "/api/support", "/api/demo/accounts", "/api/no/such/thing"),
              hostileQuery(["x"]),
            )
            .map(([path, query]) => ({ method: "GET", path: path + query, cookie: w.memberCookie })),
        ),
      ),
    FUZZ_TIMEOUT,
  );
});
