// The header's language switcher: the page switches at once, and a signed-in person's pick is saved
// on their account (their emails are written in it), even when it comes before the session is
// known; a visitor's pick is not sent.
import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { fakeApi } from "../../../tests/support/web/fake-api";
import { follower as member } from "../../../tests/support/web/people";
import { renderWithApp } from "../../../tests/support/web/render";
import type * as I18n from "../i18n";
import { changeLanguage, t } from "../i18n";
import { LanguageSwitcher } from "./language-switcher";

// Component tests carry English only; what is checked here is who is told of the pick.
vi.mock("../i18n", async (original) => ({ ...(await original<typeof I18n>()), changeLanguage: vi.fn() }));

describe("LanguageSwitcher", () => {
  it("saves a pick made before the session is known once it is", async () => {
    const releaseSession = fakeApi.hold("GET /auth/session", { user: member } as never);
    fakeApi.answer("PUT /me/language", { language: "fr" });
    const { user } = renderWithApp(<LanguageSwitcher />);

    await user.selectOptions(screen.getByRole("combobox", { name: t("nav.language") }), "fr");
    expect(fakeApi.requests("PUT /me/language")).toEqual([]);
    releaseSession();

    await waitFor(() => expect(fakeApi.requests("PUT /me/language")).toHaveLength(1));
    expect(fakeApi.requests("PUT /me/language")[0]!.body).toEqual({ language: "fr" });
    expect(changeLanguage).toHaveBeenCalledWith("fr");
  });

  it("switches a visitor's page without saving anything", async () => {
    fakeApi.answer("GET /auth/session", { user: null } as never);
    const { user } = renderWithApp(<LanguageSwitcher />);

    await user.selectOptions(screen.getByRole("combobox", { name: t("nav.language") }), "es");

    expect(changeLanguage).toHaveBeenCalledWith("es");
    await waitFor(() => expect(fakeApi.requests("GET /auth/session")).toHaveLength(1));
    expect(fakeApi.requests("PUT /me/language")).toEqual([]);
  });
});
