// The create-post form's states for a text post (no upload): required fields, the tier choice and
// its pay-per-view price, the server's refusals and the saved notice.
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { OwnPost } from "../../../domain/content";
import { fakeApi } from "../../../../tests/support/web/fake-api";
import { renderWithApp } from "../../../../tests/support/web/render";
import { t } from "../../i18n";
import { CreatePostForm } from "./create-post-form";

const usage = {
  usedBytes: 0,
  limitBytes: 5_000_000_000,
  remainingBytes: 5_000_000_000,
  videoUploadsLastHour: 0,
  videoUploadsPerHour: 10,
};

const savedPost = (input: Partial<OwnPost>): OwnPost => ({
  id: "5f0c8a52-9d3e-4a43-9a0e-0d6f3c2b7a11",
  creator: { username: "coach_kim", avatarUrls: null },
  title: "",
  type: "text",
  category: "workout",
  requiredTier: "rookie",
  publishedAt: "2026-11-27T01:00:00.000Z",
  durationSeconds: null,
  viewCount: 0,
  isLocked: false,
  unlockPriceCents: null,
  description: null,
  thumbnailUrl: null,
  mediaUrl: null,
  imageCount: 0,
  imageUrls: null,
  status: "published",
  scheduledFor: null,
  opensToProAfterDays: null,
  opensToEveryoneAfterDays: null,
  favoriteCount: 0,
  isHidden: false,
  video: null,
  hiddenReason: null,
  createdAt: "2026-11-27T01:00:00.000Z",
  updatedAt: "2026-11-27T01:00:00.000Z",
  ...input,
});

function renderForm() {
  fakeApi.answer("GET /uploads/usage", usage);
  return renderWithApp(<CreatePostForm />);
}

const title = () => screen.getByRole("textbox", { name: t("content.form.title") }) as HTMLInputElement;
const description = () => screen.getByRole("textbox", { name: t("content.form.description") }) as HTMLTextAreaElement;
const publish = () => screen.getByRole("button", { name: t("content.create.publish") });

describe("CreatePostForm", () => {
  it("refuses a post without a title, says so on the field and sends nothing", async () => {
    const { user } = renderForm();
    await user.click(publish());
    expect(await screen.findByText(t("content.validation.titleRequired"))).toBeTruthy();
    expect(title().getAttribute("aria-invalid")).toBe("true");
    expect(document.activeElement).toBe(title());
    expect(fakeApi.requests("POST /posts")).toEqual([]);
  });

  it("publishes with the chosen tier and category, then starts again with a notice", async () => {
    const { user } = renderForm();
    await user.type(title(), "Leg day basics");
    await user.type(description(), "Squat, lunge, hinge.");
    await user.selectOptions(screen.getByRole("combobox", { name: t("content.form.tier") }), t("content.tiers.pro"));
    await user.selectOptions(
      screen.getByRole("combobox", { name: t("content.form.category") }),
      t("content.categories.nutrition"),
    );
    fakeApi.on("POST /posts", ({ body }) => ({ status: 201, body: savedPost(body as Partial<OwnPost>) }));
    await user.click(publish());
    expect(await screen.findByText(t("content.create.success"))).toBeTruthy();
    expect(fakeApi.requests("POST /posts")[0]?.body).toMatchObject({
      title: "Leg day basics",
      description: "Squat, lunge, hinge.",
      type: "text",
      category: "nutrition",
      requiredTier: "pro",
      status: "published",
    });
    expect(title().value).toBe("");
    expect(screen.getByRole("link", { name: t("content.create.viewPosts") }).getAttribute("href")).toBe(
      "/dashboard/influencer/posts",
    );
  });

  it("saves a draft with its own notice", async () => {
    const { user } = renderForm();
    await user.type(title(), "Ideas for next week");
    await user.type(description(), "Rough notes.");
    fakeApi.on("POST /posts", ({ body }) => ({ status: 201, body: savedPost(body as Partial<OwnPost>) }));
    await user.click(screen.getByRole("button", { name: t("content.create.saveDraft") }));
    expect(await screen.findByText(t("content.create.draftSaved"))).toBeTruthy();
    expect(fakeApi.requests("POST /posts")[0]?.body).toMatchObject({ status: "draft" });
  });

  it("shows the server's field message and a failure, keeping what was typed", async () => {
    fakeApi.fail("POST /posts", 400, "validation_failed", { fields: { title: "validation.tooLong" } });
    const { user } = renderForm();
    await user.type(title(), "A title the server finds too long");
    await user.type(description(), "Body text.");
    await user.click(publish());
    expect(await screen.findByText(t("content.validation.tooLong"))).toBeTruthy();
    expect(screen.getByRole("alert").textContent).toContain(t("content.errors.createFailed"));
    expect(title().value).toBe("A title the server finds too long");
    expect(description().value).toBe("Body text.");
  });

  it("names a lost session rather than a generic failure", async () => {
    fakeApi.fail("POST /posts", 401, "unauthorized");
    const { user } = renderForm();
    await user.type(title(), "Leg day basics");
    await user.type(description(), "Body text.");
    await user.click(publish());
    expect((await screen.findByRole("alert")).textContent).toContain(t("content.errors.permission"));
    expect(title().value).toBe("Leg day basics");
  });
});

describe("CreatePostForm's pay-per-view price", () => {
  const tier = () => screen.getByRole("combobox", { name: t("content.form.tier") });
  const sellAlone = () => screen.queryByRole("checkbox", { name: "Also sell this post on its own" });
  const price = () => screen.getByRole("textbox", { name: "Price (USD)" }) as HTMLInputElement;
  const priceError = "Enter a price from $1.00 to $200.00.";

  it("is offered above Rookie only, and sends the price in cents", async () => {
    const { user } = renderForm();
    expect(sellAlone()).toBeNull();
    await user.type(title(), "Meal plan week 1");
    await user.selectOptions(tier(), t("content.tiers.pro"));
    await user.click(sellAlone()!);
    expect(price().getAttribute("aria-describedby")).toBeTruthy();
    expect(screen.getByText("From $1.00 to $200.00; members of its tier open it free")).toBeTruthy();
    await user.type(price(), "4.99");
    fakeApi.on("POST /posts", ({ body }) => ({ status: 201, body: savedPost(body as Partial<OwnPost>) }));
    await user.click(publish());
    expect(await screen.findByText(t("content.create.success"))).toBeTruthy();
    expect(fakeApi.requests("POST /posts")[0]?.body).toMatchObject({ requiredTier: "pro", unlockPriceCents: 499 });
    // The form starts again, unsold.
    expect(sellAlone()).toBeNull();
  });

  it("judges the price when it is left and before publishing, and sends nothing while it is wrong", async () => {
    const { user } = renderForm();
    await user.type(title(), "Meal plan week 1");
    await user.selectOptions(tier(), t("content.tiers.all_star"));
    await user.click(sellAlone()!);
    await user.type(price(), "0.50");
    await user.tab();
    expect(screen.getByText(priceError)).toBeTruthy();
    expect(price().getAttribute("aria-invalid")).toBe("true");
    await user.clear(price());
    expect(screen.queryByText(priceError)).toBeNull();
    await user.type(price(), "200.01");
    await user.click(publish());
    expect(await screen.findByText(priceError)).toBeTruthy();
    expect(document.activeElement).toBe(price());
    expect(fakeApi.requests("POST /posts")).toEqual([]);
  });

  it("goes away with a switch to Rookie, which sends no price", async () => {
    const { user } = renderForm();
    await user.type(title(), "Meal plan week 1");
    await user.selectOptions(tier(), t("content.tiers.pro"));
    await user.click(sellAlone()!);
    await user.type(price(), "oops");
    await user.selectOptions(tier(), t("content.tiers.rookie"));
    expect(sellAlone()).toBeNull();
    fakeApi.on("POST /posts", ({ body }) => ({ status: 201, body: savedPost(body as Partial<OwnPost>) }));
    await user.click(publish());
    expect(await screen.findByText(t("content.create.success"))).toBeTruthy();
    expect(fakeApi.requests("POST /posts")[0]?.body).toMatchObject({ requiredTier: "rookie", unlockPriceCents: null });
  });

  it("shows the server's refusal of the price under the price box", async () => {
    fakeApi.fail("POST /posts", 400, "validation_failed", { fields: { unlockPriceCents: "validation.unlockPrice" } });
    const { user } = renderForm();
    await user.type(title(), "Meal plan week 1");
    await user.selectOptions(tier(), t("content.tiers.pro"));
    await user.click(sellAlone()!);
    await user.type(price(), "5");
    await user.click(publish());
    expect(await screen.findByText(priceError)).toBeTruthy();
    expect(price().value).toBe("5");
  });
});
