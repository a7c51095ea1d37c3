// The creator profile settings form's states: a price out of bounds refused before sending, a save
// with prices in cents and its notice, the server's refusal on its field, and the pending save.
import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { emptyNutrition } from "../../../domain/profile-sections";
import { fakeApi } from "../../../../tests/support/web/fake-api";
import { renderWithApp } from "../../../../tests/support/web/render";
import { t } from "../../i18n";
import { CreatorProfileForm } from "./creator-profile-form";
import type { OwnProfile } from "./queries";

const creator: NonNullable<OwnProfile["creator"]> = {
  philosophy: "Strength first.",
  certifications: ["NASM CPT"],
  hobbies: [],
  achievements: [],
  supplements: [],
  categories: ["strength_training"],
  proPriceCents: 999,
  allStarPriceCents: 1999,
  isComplete: true,
  testimonials: [],
  weeklySplit: [],
  nutrition: emptyNutrition,
};

const ownProfile = (saved: Partial<NonNullable<OwnProfile["creator"]>>): OwnProfile => ({
  username: "coach_kim",
  email: "kim@example.com",
  role: "influencer",
  bio: "",
  location: "",
  age: null,
  avatarUrls: null,
  coverUrls: null,
  updatedAt: "2026-11-27T01:00:00.000Z",
  creator: { ...creator, ...saved },
});

const bounds = { min: "4.99", max: "99.99" };
const price = (tier: "pro" | "allStar") =>
  screen.getByRole("textbox", { name: t(`profiles.pricing.${tier}`) }) as HTMLInputElement;
const philosophy = () => screen.getByRole("textbox", { name: t("profiles.creator.philosophy") }) as HTMLTextAreaElement;
/** Typed in one go (a paste): this large form re-renders on every keystroke. */
async function replaceText(user: ReturnType<typeof renderWithApp>["user"], field: HTMLElement, text: string) {
  await user.clear(field);
  await user.click(field);
  await user.paste(text);
}
const save = () => screen.getByRole("button", { name: t("profiles.creator.save") });

/** The form, with the testimonials card's list of member reviews (none yet). */
function renderForm() {
  fakeApi.answer("GET /me/reviews", { reviews: [], nextCursor: null });
  return renderWithApp(<CreatorProfileForm creator={creator} />);
}

describe("CreatorProfileForm", () => {
  it("refuses a price out of bounds on its field and sends nothing", async () => {
    const { user } = renderForm();
    await replaceText(user, price("pro"), "2");
    await user.click(save());
    expect(await screen.findByText(t("profiles.creator.fixFields"))).toBeTruthy();
    expect(screen.getByText(t("validation.priceRange", bounds))).toBeTruthy();
    expect(price("pro").getAttribute("aria-invalid")).toBe("true");
    expect(document.activeElement).toBe(price("pro"));
    expect(fakeApi.requests("PUT /me/profile/creator")).toEqual([]);
  });

  it("saves prices in cents with the philosophy, and says so", async () => {
    fakeApi.on("PUT /me/profile/creator", ({ body }) => {
      const input = body as { proPriceCents: number; philosophy: string };
      return { status: 200, body: ownProfile({ proPriceCents: input.proPriceCents, philosophy: input.philosophy }) };
    });
    const { user } = renderForm();
    await replaceText(user, price("pro"), "14.50");
    await replaceText(user, philosophy(), "Consistency beats intensity.");
    await user.click(save());
    expect(await screen.findByText(t("profiles.saved"))).toBeTruthy();
    expect(fakeApi.requests("PUT /me/profile/creator")[0]?.body).toMatchObject({
      proPriceCents: 1450,
      allStarPriceCents: 1999,
      philosophy: "Consistency beats intensity.",
      certifications: ["NASM CPT"],
    });
    expect(price("pro").value).toBe("14.50");
  });

  it("shows the server's refusal on the field it names and keeps what was typed", async () => {
    fakeApi.fail("PUT /me/profile/creator", 400, "validation_failed", { fields: { philosophy: "validation.tooLong" } });
    const { user } = renderForm();
    await replaceText(user, philosophy(), "A long creed.");
    await user.click(save());
    expect(await screen.findByText(t("profiles.creator.saveFailed"))).toBeTruthy();
    expect(screen.getByText(t("validation.tooLong"))).toBeTruthy();
    expect(philosophy().getAttribute("aria-invalid")).toBe("true");
    expect(philosophy().value).toBe("A long creed.");
    expect(screen.queryByText(t("profiles.saved"))).toBeNull();
  });

  it("disables save while the profile is being saved", async () => {
    const release = fakeApi.hold("PUT /me/profile/creator", ownProfile({}));
    const { user } = renderForm();
    await user.click(save());
    await waitFor(() => expect((save() as HTMLButtonElement).disabled).toBe(true));
    expect(save().getAttribute("aria-busy")).toBe("true");
    release();
    expect(await screen.findByText(t("profiles.saved"))).toBeTruthy();
    expect((save() as HTMLButtonElement).disabled).toBe(false);
  });
});
