// /support's support requests as a visitor and as a signed-in user: the sign-in link, the schema's
// messages with nothing sent, a refusal for going too fast that keeps what was typed, and a sent request.
import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { fakeApi } from "../../../../tests/support/web/fake-api";
import { follower as user } from "../../../../tests/support/web/people";
import { renderWithApp } from "../../../../tests/support/web/render";
import { t } from "../../i18n";
import { SupportRequestsSection } from "./support-requests-section";

const field = (label: string) => screen.getByRole("textbox", { name: label }) as HTMLInputElement;
const sendButton = () => screen.getByRole("button", { name: t("supportRequests.form.send") });

function signedIn() {
  fakeApi.answer("GET /auth/session", { user } as never);
  fakeApi.answer("GET /support/requests", { requests: [], nextCursor: null });
}

describe("SupportRequestsSection", () => {
  it("asks a visitor to sign in", async () => {
    fakeApi.answer("GET /auth/session", { user: null } as never);
    renderWithApp(<SupportRequestsSection />, { path: "/support" });
    expect((await screen.findByRole("link", { name: t("supportRequests.signIn") })).getAttribute("href")).toBe(
      "/login",
    );
    expect(screen.queryByRole("textbox")).toBeNull();
  });

  it("shows the schema's messages on an empty send and sends nothing", async () => {
    signedIn();
    const { user: person } = renderWithApp(<SupportRequestsSection />, { path: "/support" });
    expect(await screen.findByText(t("supportRequests.mine.empty"))).toBeTruthy();
    await person.click(sendButton());
    expect(await screen.findByText(t("supportRequests.validation.subjectTooShort"))).toBeTruthy();
    expect(screen.getByText(t("supportRequests.validation.messageTooShort"))).toBeTruthy();
    expect(fakeApi.requests("POST /support/requests")).toEqual([]);
  });

  it("says when to try again after too many requests, and keeps what was typed", async () => {
    signedIn();
    fakeApi.fail("POST /support/requests", 429, "too_many_support_requests", { retryAfterSeconds: 600, limit: 5 });
    const { user: person } = renderWithApp(<SupportRequestsSection />, { path: "/support" });
    await person.type(await screen.findByRole("textbox", { name: t("supportRequests.form.subject") }), "Refund");
    await person.type(field(t("supportRequests.form.message")), "I was charged twice this month.");
    await person.click(sendButton());
    expect((await screen.findByRole("alert")).textContent).toBe(t("supportRequests.errors.tooMany", { count: 10 }));
    expect(field(t("supportRequests.form.subject")).value).toBe("Refund");
    expect(field(t("supportRequests.form.message")).value).toBe("I was charged twice this month.");
  });

  it("sends the request as a form and empties the fields once it is sent", async () => {
    signedIn();
    const sent = {
      id: "r1",
      subject: "Refund",
      message: "I was charged twice this month.",
      status: "open" as const,
      priorityTier: null,
      screenshotUrl: null,
      createdAt: "2026-11-27T06:00:00.000Z",
      answeredAt: null,
      answers: [],
    };
    fakeApi.answer("POST /support/requests", sent as never, 201);
    const { user: person } = renderWithApp(<SupportRequestsSection />, { path: "/support" });
    await person.type(await screen.findByRole("textbox", { name: t("supportRequests.form.subject") }), "Refund");
    await person.type(field(t("supportRequests.form.message")), "I was charged twice this month.");
    fakeApi.answer("GET /support/requests", { requests: [sent], nextCursor: null });
    await person.click(sendButton());
    expect(await screen.findByText(t("supportRequests.form.sent"))).toBeTruthy();
    const body = fakeApi.requests("POST /support/requests")[0]?.body as FormData;
    expect(body.get("subject")).toBe("Refund");
    expect(body.get("screenshot")).toBeNull();
    await waitFor(() => expect(field(t("supportRequests.form.subject")).value).toBe(""));
    expect(await screen.findByRole("article", { name: "Refund" })).toBeTruthy();
  });
});
