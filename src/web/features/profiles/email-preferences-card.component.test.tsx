// The away-email switches: each press shows at once and saves, and two pressed in quick succession
// are both kept (the second save carries the first one's change, not the value from before it).
import { fireEvent, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { emailPreferenceKinds, type EmailPreferences } from "../../../domain/notifications";
import { fakeApi } from "../../../../tests/support/web/fake-api";
import { renderWithApp } from "../../../../tests/support/web/render";
import { EmailPreferencesCard } from "./email-preferences-card";

const ALL_ON: EmailPreferences = { messages: true, replies: true, payments: true, weeklyTips: true };

describe("EmailPreferencesCard", () => {
  it("moves each switch the moment it is pressed and saves both of two quick presses", async () => {
    fakeApi.answer("GET /me/email-preferences", ALL_ON);
    const release = fakeApi.hold("PUT /me/email-preferences", { ...ALL_ON, payments: false, weeklyTips: false });
    renderWithApp(<EmailPreferencesCard kinds={emailPreferenceKinds} />);
    const payments = await screen.findByRole<HTMLInputElement>("checkbox", { name: "Email me about payment problems" });
    const weeklyTips = screen.getByRole<HTMLInputElement>("checkbox", { name: /Email me my weekly tips/ });

    fireEvent.click(payments);
    fireEvent.click(weeklyTips);
    expect([payments.checked, weeklyTips.checked]).toEqual([false, false]);

    release();
    expect(await screen.findByText("Saved.")).toBeTruthy();
    expect(fakeApi.requests("PUT /me/email-preferences").map((request) => request.body)).toEqual([
      { ...ALL_ON, payments: false },
      { ...ALL_ON, payments: false, weeklyTips: false },
    ]);
    expect([payments.checked, weeklyTips.checked]).toEqual([false, false]);
  });
});
