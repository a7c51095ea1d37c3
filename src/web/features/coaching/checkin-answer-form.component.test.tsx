// The member's weekly check-in form: answers sent in the reader's unit for the member's own day,
// a value out of range refused before sending, the server's refusal on the field it names with
// everything typed kept, and a photo that fails after the answers were saved kept to try again.
import { screen, waitFor } from "@testing-library/react";
import { beforeAll, describe, expect, it } from "vitest";
import { defaultCheckinForm } from "../../../domain/checkins";
import { fakeApi } from "../../../../tests/support/web/fake-api";
import { renderWithApp } from "../../../../tests/support/web/render";
import { t } from "../../i18n";
import { CheckinAnswerForm } from "./checkin-answer-form";
import type { MemberCheckinView } from "./checkin-queries";

const today = "2026-11-26";
const view = {
  creator: { username: "coach_dre", name: "Dre", avatarUrls: null },
  canSubmit: true,
  form: defaultCheckinForm,
  unit: "lb",
  weekStart: "2026-11-23",
  current: null,
} satisfies MemberCheckinView;

const saved = {
  id: "00000000-0000-4000-8000-000000000001",
  weekStart: "2026-11-23",
  weightKg: 79.83,
  sleepHours: 7.5,
  energy: 4,
  adherence: 90,
  note: "Good week",
  createdAt: "2026-11-26T08:00:00.000Z",
  updatedAt: "2026-11-26T08:00:00.000Z",
  commentCount: 0,
  photos: [],
};

beforeAll(() => {
  // happy-dom has no object URLs; the picker only shows them as previews.
  URL.createObjectURL ??= () => "blob:preview";
  URL.revokeObjectURL ??= () => undefined;
});

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

async function fillAnswers(user: ReturnType<typeof renderWithApp>["user"]) {
  await user.type(field(t("checkins.fields.weight")), "176");
  await user.type(field(t("checkins.fields.sleep")), "7,5");
  await user.click(screen.getByRole("radio", { name: t("checkins.values.outOfFive", { value: 4 }) }));
  await user.type(field(t("checkins.fields.adherence")), "90");
  await user.type(field(t("checkins.fields.note")), "Good week");
}

describe("CheckinAnswerForm", () => {
  it("sends the answers in the reader's unit for the member's own day, and says so", async () => {
    const { user } = renderWithApp(<CheckinAnswerForm view={view} today={today} />);
    fakeApi.answer("PUT /check-ins/with/:username/current", { checkin: saved }, 201);
    await fillAnswers(user);
    await user.click(screen.getByRole("button", { name: t("checkins.member.submit") }));
    expect(await screen.findByText(t("checkins.member.sent", { name: "Dre" }))).toBeTruthy();
    const [request] = fakeApi.requests("PUT /check-ins/with/:username/current");
    expect(request?.params.username).toBe("coach_dre");
    expect(request?.body).toEqual({
      today,
      unit: "lb",
      weight: 176,
      sleepHours: 7.5,
      energy: 4,
      adherence: 90,
      note: "Good week",
    });
  });

  it("refuses an adherence above 100 % on its field, without sending", async () => {
    const { user } = renderWithApp(<CheckinAnswerForm view={view} today={today} />);
    await user.type(field(t("checkins.fields.adherence")), "120");
    await user.click(screen.getByRole("button", { name: t("checkins.member.submit") }));
    expect(await screen.findByText(t("checkins.validation.adherence"))).toBeTruthy();
    expect(field(t("checkins.fields.adherence")).getAttribute("aria-invalid")).toBe("true");
    expect(fakeApi.requests("PUT /check-ins/with/:username/current")).toEqual([]);
  });

  it("shows the server's refusal on the field it names and keeps what was typed", async () => {
    const { user } = renderWithApp(<CheckinAnswerForm view={view} today={today} />);
    fakeApi.fail("PUT /check-ins/with/:username/current", 400, "validation_failed", {
      fields: { sleepHours: "checkins.validation.sleep" },
    });
    await fillAnswers(user);
    await user.click(screen.getByRole("button", { name: t("checkins.member.submit") }));
    expect(await screen.findByText(t("checkins.validation.sleep"))).toBeTruthy();
    expect(field(t("checkins.fields.sleep")).getAttribute("aria-invalid")).toBe("true");
    expect(field(t("checkins.fields.weight")).value).toBe("176");
    expect(field(t("checkins.fields.note")).value).toBe("Good week");
  });

  it("keeps a photo that failed after the answers were saved, and says why", async () => {
    const { user } = renderWithApp(<CheckinAnswerForm view={view} today={today} />);
    fakeApi.answer("PUT /check-ins/with/:username/current", { checkin: saved }, 201);
    fakeApi.fail("POST /check-ins/:checkinId/photos", 415, "unsupported_file_type");
    await user.type(field(t("checkins.fields.note")), "Good week");
    const photo = new File([new Uint8Array([0xff, 0xd8, 0xff])], "progress.jpg", { type: "image/jpeg" });
    await user.upload(field(t("checkins.member.addPhotos")), photo);
    await user.click(screen.getByRole("button", { name: t("checkins.member.submit") }));
    const reason = t("checkins.errors.unsupported_file_type");
    expect(await screen.findByText(t("checkins.member.photoFailed", { reason }))).toBeTruthy();
    await waitFor(() => expect(fakeApi.requests("POST /check-ins/:checkinId/photos")).toHaveLength(1));
    expect(fakeApi.requests("POST /check-ins/:checkinId/photos")[0]?.url.search).toBe(`?today=${today}`);
    expect(screen.getByRole("img", { name: t("checkins.member.photoAlt", { number: 1 }) })).toBeTruthy();
  });
});
