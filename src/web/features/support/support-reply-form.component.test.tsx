// Replying in a thread on /support: the thread shows the team's answers and the member's replies;
// an empty reply shows the schema's message and sends nothing; a refusal for going too fast keeps
// what was typed; a sent reply empties the field.
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { fakeApi } from "../../../../tests/support/web/fake-api";
import { follower as user } from "../../../../tests/support/web/people";
import { renderWithApp } from "../../../../tests/support/web/render";
import { t } from "../../i18n";
import { SupportRequestsSection } from "./support-requests-section";

const request = {
  id: "00000000-0000-4000-8000-000000000001",
  subject: "Refund",
  message: "I was charged twice this month.",
  status: "answered" as const,
  priorityTier: "pro" as const,
  screenshotUrl: null,
  createdAt: "2026-11-27T06:00:00.000Z",
  answeredAt: "2026-11-27T07:00:00.000Z",
  answers: [
    { id: "a1", writtenBy: "team" as const, message: "We refunded one charge.", createdAt: "2026-11-27T07:00:00.000Z" },
  ],
};
const replyPath = "POST /support/requests/:requestId/replies";

async function openThread() {
  fakeApi.answer("GET /auth/session", { user } as never);
  fakeApi.answer("GET /support/requests", { requests: [request], nextCursor: null } as never);
  const { user: person } = renderWithApp(<SupportRequestsSection />, { path: "/support" });
  const card = await screen.findByRole("article", { name: "Refund" });
  const field = within(card).getByRole("textbox", { name: t("supportRequests.reply.label") }) as HTMLTextAreaElement;
  const send = within(card).getByRole("button", { name: t("supportRequests.reply.send") });
  return { person, card, field, send };
}

describe("SupportReplyForm", () => {
  it("shows the schema's message on an empty reply and sends nothing", async () => {
    const { person, card, send } = await openThread();
    expect(within(card).getByText("We refunded one charge.")).toBeTruthy();
    await person.click(send);
    expect(await within(card).findByText(t("supportRequests.validation.replyRequired"))).toBeTruthy();
    expect(fakeApi.requests(replyPath)).toEqual([]);
  });

  it("says when to try again after too many replies, and keeps what was typed", async () => {
    fakeApi.fail(replyPath, 429, "too_many_support_replies", { retryAfterSeconds: 120, limit: 10 });
    const { person, card, field, send } = await openThread();
    await person.type(field, "The second charge is still there.");
    await person.click(send);
    expect((await within(card).findByRole("alert")).textContent).toBe(
      t("supportRequests.reply.errors.tooMany", { count: 2 }),
    );
    expect(field.value).toBe("The second charge is still there.");
  });

  it("sends the reply and empties the field once it is sent", async () => {
    const replied = {
      ...request,
      status: "open" as const,
      answers: [
        ...request.answers,
        {
          id: "a2",
          writtenBy: "requester" as const,
          message: "The second charge is still there.",
          createdAt: "2026-11-27T08:00:00.000Z",
        },
      ],
    };
    fakeApi.answer(replyPath, replied as never, 201);
    const { person, card, field, send } = await openThread();
    await person.type(field, "The second charge is still there.");
    fakeApi.answer("GET /support/requests", { requests: [replied], nextCursor: null } as never);
    await person.click(send);
    expect(await within(card).findByText(t("supportRequests.reply.sent"))).toBeTruthy();
    expect(field.value).toBe("");
    expect(fakeApi.requests(replyPath)[0]?.body).toEqual({ message: "The second charge is still there." });
    expect(await within(card).findByText("The second charge is still there.")).toBeTruthy();
    expect(within(card).getByText(t("supportRequests.mine.waiting"))).toBeTruthy();
  });
});
