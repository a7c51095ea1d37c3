// /register opened with a way back (?from=, as a gift's redeem page sends a visitor): the links to
// log in keep it, before and after registering, someone already signed in goes straight back, and
// the confirmation link opened in this browser leads to log in and then back.
import { screen } from "@testing-library/react";
import { Route, Routes, useLocation } from "react-router";
import { describe, expect, it } from "vitest";
import { fakeApi } from "../../../../tests/support/web/fake-api";
import { follower } from "../../../../tests/support/web/people";
import { renderWithApp } from "../../../../tests/support/web/render";
import { t } from "../../i18n";
import { readAfterConfirm, rememberAfterConfirm } from "./after-confirm";
import { AuthCallbackPage } from "./auth-callback-page";
import { RegisterPage } from "./register-page";

const from = "/gift/tok_abc";
const path = `/register?from=${encodeURIComponent(from)}`;
const loginPath = `/login?from=${encodeURIComponent(from)}`;

function Where() {
  const { pathname, search } = useLocation();
  return <output aria-label="where">{pathname + search}</output>;
}

const field = (label: string) => screen.getByLabelText(label, { selector: "input" });

function renderPage(viewer: typeof follower | null) {
  fakeApi.answer("GET /auth/session", { user: viewer } as never);
  return renderWithApp(
    <Routes>
      <Route path="/register" element={<RegisterPage />} />
      <Route path="*" element={<Where />} />
    </Routes>,
    { path },
  );
}

describe("RegisterPage with a way back", () => {
  it("keeps the way back in its link to log in", async () => {
    renderPage(null);
    expect((await screen.findByRole("link", { name: "Log in" })).getAttribute("href")).toBe(loginPath);
  });

  it("sends someone already signed in straight back", async () => {
    renderPage(follower);
    expect((await screen.findByRole("status", { name: "where" })).textContent).toBe(from);
  });

  it("remembers the way back for the confirmation link once registered", async () => {
    fakeApi.answer("POST /auth/sign-up", { ok: true } as never);
    const { user } = renderPage(null);
    await user.type(await screen.findByLabelText(t("auth.fields.username"), { selector: "input" }), "new_member");
    await user.type(field(t("auth.fields.email")), "new@example.com");
    await user.type(field(t("auth.fields.password")), "secret123");
    await user.type(field(t("auth.fields.confirmPassword")), "secret123");
    await user.click(screen.getByRole("checkbox", { name: t("auth.register.acceptTerms") }));
    await user.click(screen.getByRole("button", { name: t("auth.register.submit") }));
    expect((await screen.findByRole("link", { name: t("auth.register.sent.login") })).getAttribute("href")).toBe(
      loginPath,
    );
    expect(readAfterConfirm()).toBe(from);
  });
});

describe("the confirmation link after a registration with a way back", () => {
  it("leads to log in with the way back, and forgets it", async () => {
    rememberAfterConfirm(from);
    fakeApi.answer("GET /auth/session", { user: null } as never);
    fakeApi.answer("POST /auth/confirm-email", { ok: true });
    renderWithApp(
      <Routes>
        <Route path="/auth/callback" element={<AuthCallbackPage />} />
        <Route path="*" element={<Where />} />
      </Routes>,
      { path: "/auth/callback?token=t1" },
    );
    const where = await screen.findByRole("status", { name: "where" }, { timeout: 4000 });
    expect(where.textContent).toBe(loginPath);
    expect(readAfterConfirm()).toBeUndefined();
  });
});

describe("a confirmation that signs the new account in", () => {
  it("goes straight back to where the registration came from", async () => {
    rememberAfterConfirm(from);
    let viewer: typeof follower | null = null;
    fakeApi.on("GET /auth/session", () => ({ status: 200, body: { user: viewer } }));
    fakeApi.on("POST /auth/confirm-email", () => {
      viewer = follower;
      return { status: 200, body: { ok: true } };
    });
    renderWithApp(
      <Routes>
        <Route path="/auth/callback" element={<AuthCallbackPage />} />
        <Route path="*" element={<Where />} />
      </Routes>,
      { path: "/auth/callback?token=t1" },
    );
    const where = await screen.findByRole("status", { name: "where" }, { timeout: 4000 });
    expect(where.textContent).toBe(from);
  });
});
