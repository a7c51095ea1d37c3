// The registration form's states as a user meets them: the form's own checks, the server's
// answers about a field (typed values kept), the pending submit and a successful sign-up.
import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { fakeApi } from "../../../../tests/support/web/fake-api";
import { renderWithApp } from "../../../../tests/support/web/render";
import { t } from "../../i18n";
import { RegisterForm } from "./register-form";

const field = (label: string) => screen.getByLabelText(label, { selector: "input" });
const submit = () => screen.getByRole("button", { name: t("auth.register.submit") });

async function fillIn(user: ReturnType<typeof renderWithApp>["user"], { email = "sam@example.com" } = {}) {
  await user.type(field(t("auth.fields.username")), "sam_lifts");
  await user.type(field(t("auth.fields.email")), email);
  await user.click(screen.getByRole("radio", { name: new RegExp(t("auth.register.roles.influencer.label")) }));
  await user.type(field(t("auth.fields.password")), "secret123");
  await user.type(field(t("auth.fields.confirmPassword")), "secret123");
  await user.click(screen.getByRole("checkbox", { name: t("auth.register.acceptTerms") }));
}

describe("RegisterForm", () => {
  it("shows the form's own messages on an empty submit and sends nothing", async () => {
    const { user } = renderWithApp(<RegisterForm onRegistered={vi.fn()} />);
    await user.click(submit());
    expect(await screen.findByText(t("validation.termsRequired"))).toBeTruthy();
    expect(screen.getAllByText(t("validation.required")).length).toBeGreaterThan(0);
    expect(field(t("auth.fields.email")).getAttribute("aria-invalid")).toBe("true");
    expect(fakeApi.requests()).toEqual([]);
  });

  it("puts an email-taken answer on the email field and keeps what was typed", async () => {
    fakeApi.fail("POST /auth/sign-up", 409, "email_taken");
    const onRegistered = vi.fn();
    const { user } = renderWithApp(<RegisterForm onRegistered={onRegistered} />);
    await fillIn(user, { email: "taken@example.com" });
    await user.click(submit());
    const email = field(t("auth.fields.email"));
    expect(await screen.findByText(t("auth.errors.emailTaken"))).toBeTruthy();
    expect(email.getAttribute("aria-invalid")).toBe("true");
    expect(document.activeElement).toBe(email);
    expect((email as HTMLInputElement).value).toBe("taken@example.com");
    expect((field(t("auth.fields.username")) as HTMLInputElement).value).toBe("sam_lifts");
    expect((field(t("auth.fields.password")) as HTMLInputElement).value).toBe("secret123");
    // A field's message replaces the form-wide one: the user is not told twice.
    expect(screen.queryByText(t("auth.errors.registerFailed"))).toBeNull();
    expect(onRegistered).not.toHaveBeenCalled();
  });

  it("shows the server's validation_failed messages on the fields it names", async () => {
    fakeApi.fail("POST /auth/sign-up", 400, "validation_failed", {
      fields: { username: "validation.usernameFormat", password: "Some text from a library" },
    });
    const { user } = renderWithApp(<RegisterForm onRegistered={vi.fn()} />);
    await fillIn(user);
    await user.click(submit());
    expect(await screen.findByText(t("validation.usernameFormat"))).toBeTruthy();
    // A message that is not one of ours gets the generic one, never raw server text.
    expect(screen.getByText(t("validation.invalid"))).toBeTruthy();
    expect(screen.queryByText("Some text from a library")).toBeNull();
    expect((field(t("auth.fields.email")) as HTMLInputElement).value).toBe("sam@example.com");
  });

  it("shows a form-wide message for an error that is about no field", async () => {
    fakeApi.fail("POST /auth/sign-up", 429, "rate_limited");
    const { user } = renderWithApp(<RegisterForm onRegistered={vi.fn()} />);
    await fillIn(user);
    await user.click(submit());
    expect((await screen.findByRole("alert")).textContent).toContain(t("auth.errors.rateLimited"));
  });

  it("disables submit while the sign-up is under way, then clears the form and reports the email", async () => {
    const release = fakeApi.hold("POST /auth/sign-up", { emailConfirmationNeeded: true });
    const onRegistered = vi.fn();
    const { user } = renderWithApp(<RegisterForm onRegistered={onRegistered} />);
    await fillIn(user);
    await user.click(submit());
    const pending = await screen.findByRole("button", { name: t("auth.register.submitting") });
    expect((pending as HTMLButtonElement).disabled).toBe(true);
    expect(fakeApi.requests("POST /auth/sign-up")[0]?.body).toMatchObject({
      username: "sam_lifts",
      email: "sam@example.com",
      role: "influencer",
      language: "en",
    });
    release();
    await waitFor(() => expect(onRegistered).toHaveBeenCalledWith("sam@example.com"));
    expect((submit() as HTMLButtonElement).disabled).toBe(false);
    expect((field(t("auth.fields.email")) as HTMLInputElement).value).toBe("");
  });
});
