// The routine form's states: a day saved with its blocks, a block refused before sending, the
// server's refusal shown on the block it names, and copying from a yesterday that has no routine.
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import type { Routine } from "../../../domain/routines";
import { fakeApi } from "../../../../tests/support/web/fake-api";
import { renderWithApp } from "../../../../tests/support/web/render";
import { t } from "../../i18n";
import { RoutineForm } from "./routine-form";

const date = "2026-11-27";

function renderForm(routine: Routine | null = null) {
  fakeApi.answer("GET /auth/session", { user: null });
  // A block's video field reads the storage quota before any upload.
  fakeApi.answer("GET /uploads/usage", {
    usedBytes: 0,
    limitBytes: 5_000_000_000,
    remainingBytes: 5_000_000_000,
    videoUploadsLastHour: 0,
    videoUploadsPerHour: 10,
  });
  const onNotice = vi.fn();
  return { ...renderWithApp(<RoutineForm date={date} routine={routine} onNotice={onNotice} />), onNotice };
}

const textbox = (label: string) => screen.getByRole("textbox", { name: label }) as HTMLInputElement;
const save = () => screen.getByRole("button", { name: t("routines.editor.save") });

describe("RoutineForm", () => {
  it("saves the title, notes and a block, and says so", async () => {
    const { user, onNotice } = renderForm();
    await user.type(textbox(t("routines.editor.titleLabel")), "Heavy lower body");
    await user.type(textbox(t("routines.editor.notesLabel")), "Warm up well.");
    await user.click(screen.getByRole("button", { name: t("routines.blocks.add") }));
    await user.type(textbox(t("routines.blocks.activity")), "Back squat");
    fakeApi.on("PUT /me/routines/:date", ({ params, body }) => ({
      status: 200,
      body: { id: "r1", routineDate: params.date, updatedAt: "2026-11-27T01:00:00.000Z", ...(body as object) },
    }));
    await user.click(save());
    await waitFor(() =>
      expect(onNotice).toHaveBeenLastCalledWith({ tone: "success", message: t("routines.messages.saved") }),
    );
    const [request] = fakeApi.requests("PUT /me/routines/:date");
    expect(request?.url.pathname).toBe(`/api/me/routines/${date}`);
    expect(request?.body).toMatchObject({
      title: "Heavy lower body",
      notes: "Warm up well.",
      blocks: [{ activity: "Back squat" }],
    });
  });

  it("refuses a block with a description but no activity, on the block, without sending", async () => {
    const { user, onNotice } = renderForm();
    await user.click(screen.getByRole("button", { name: t("routines.blocks.add") }));
    await user.type(textbox(t("routines.blocks.description")), "Five sets of five");
    await user.click(save());
    expect(await screen.findByText(t("routines.errors.activityRequired"))).toBeTruthy();
    expect(textbox(t("routines.blocks.activity")).getAttribute("aria-invalid")).toBe("true");
    expect(fakeApi.requests("PUT /me/routines/:date")).toEqual([]);
    expect(onNotice).not.toHaveBeenCalledWith(expect.objectContaining({ tone: "success" }));
  });

  it("leaves out a block that holds nothing but its times", async () => {
    const { user } = renderForm();
    await user.type(textbox(t("routines.editor.titleLabel")), "Rest day");
    await user.click(screen.getByRole("button", { name: t("routines.blocks.add") }));
    fakeApi.on("PUT /me/routines/:date", ({ body }) => ({
      status: 200,
      body: { id: "r1", routineDate: date, updatedAt: "2026-11-27T01:00:00.000Z", ...(body as object) } as Routine,
    }));
    await user.click(save());
    await waitFor(() => expect(fakeApi.requests("PUT /me/routines/:date")).toHaveLength(1));
    expect(fakeApi.requests("PUT /me/routines/:date")[0]?.body).toMatchObject({ title: "Rest day", blocks: [] });
  });

  it("shows the server's refusal on the block it names and keeps what was typed", async () => {
    fakeApi.fail("PUT /me/routines/:date", 400, "validation_failed", {
      fields: { "blocks.0.activity": "validation.tooLong" },
    });
    const { user, onNotice } = renderForm();
    await user.click(screen.getByRole("button", { name: t("routines.blocks.add") }));
    await user.type(textbox(t("routines.blocks.activity")), "Back squat");
    await user.click(save());
    await waitFor(() =>
      expect(onNotice).toHaveBeenLastCalledWith({ tone: "error", message: t("routines.errors.save") }),
    );
    expect(screen.getByText(t("validation.tooLong"))).toBeTruthy();
    expect(textbox(t("routines.blocks.activity")).value).toBe("Back squat");
  });

  it("asks before copying over typed work, and names a yesterday without a routine", async () => {
    fakeApi.fail("POST /me/routines/:date/copy-from-yesterday", 404, "no_routine_yesterday");
    const { user, onNotice } = renderForm();
    await user.type(textbox(t("routines.editor.titleLabel")), "Something typed");
    await user.click(screen.getByRole("button", { name: t("routines.editor.copy") }));
    const dialog = await screen.findByRole("alertdialog", { name: t("routines.confirmCopy.title") });
    expect(fakeApi.requests("POST /me/routines/:date/copy-from-yesterday")).toEqual([]);
    await user.click(within(dialog).getByRole("button", { name: t("routines.confirmCopy.confirm") }));
    await waitFor(() =>
      expect(onNotice).toHaveBeenLastCalledWith({ tone: "error", message: t("routines.errors.noYesterday") }),
    );
    expect(textbox(t("routines.editor.titleLabel")).value).toBe("Something typed");
  });
});
