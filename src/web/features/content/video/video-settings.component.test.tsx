// The creator's video settings in the edit dialog: the preview switch, and captions per language
// (which exist, upload with a check of the file, remove after confirming).
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { fakeApi } from "../../../../../tests/support/web/fake-api";
import { renderWithApp } from "../../../../../tests/support/web/render";
import { readyVideo } from "../../../../../tests/support/web/video";
import { t } from "../../../i18n";
import type { CaptionLanguage, PostVideo, VideoCaption } from "./video-types";
import { VideoSettings } from "./video-settings";

const POST_ID = "7b1d9f0e-2f3c-4c1e-9a55-0c1d2e3f4a5b";
const GET_VIDEO = "GET /posts/:id/video";
const PUT_CAPTION = "PUT /posts/:id/captions/:language";
const DELETE_CAPTION = "DELETE /posts/:id/captions/:language";
const PUT_PREVIEW = "PUT /posts/:id/video/preview";

const caption = (language: CaptionLanguage): VideoCaption => ({
  language,
  url: `/api/posts/${POST_ID}/captions/${language}.vtt`,
});

/** The server's answer follows the changes the test makes. */
function renderSettings(video: Partial<PostVideo>) {
  let captions = video.captions ?? [];
  let previewEnabled = video.previewEnabled === undefined ? true : video.previewEnabled;
  fakeApi.on(GET_VIDEO, () => ({ status: 200, body: readyVideo({ ...video, captions, previewEnabled }) }));
  fakeApi.on(PUT_CAPTION, ({ params }) => {
    captions = [
      ...captions.filter((item) => item.language !== params.language),
      caption(params.language as CaptionLanguage),
    ];
    return { status: 204 };
  });
  fakeApi.on(DELETE_CAPTION, ({ params }) => {
    captions = captions.filter((item) => item.language !== params.language);
    return { status: 204 };
  });
  fakeApi.on(PUT_PREVIEW, ({ body }) => {
    previewEnabled = (body as { enabled: boolean }).enabled;
    return { status: 200, body: { previewEnabled } };
  });
  return renderWithApp(<VideoSettings postId={POST_ID} />);
}

const row = (language: string) => screen.getByText(t(`language.${language}`)).closest("li") as HTMLElement;
const vtt = (name: string, text = "WEBVTT\n\n00:00.000 --> 00:02.000\nHips square\n") =>
  new File([text], name, { type: "text/vtt" });

describe("VideoSettings", () => {
  it("shows which languages have captions", async () => {
    renderSettings({ captions: [caption("fr")] });
    await screen.findByText(t("video.captions.title"));
    expect(within(row("fr")).getByText(t("video.captions.has"))).toBeTruthy();
    expect(within(row("en")).getByText(t("video.captions.missing"))).toBeTruthy();
    expect(within(row("fr")).getByRole("button", { name: t("video.captions.removeNamed", { language: "Français" }) }));
    expect(within(row("en")).queryByRole("button")).toBeNull();
  });

  it("uploads a WebVTT file for a language and then lists it", async () => {
    const { user } = renderSettings({});
    const input = await screen.findByLabelText(t("video.captions.uploadNamed", { language: "Español" }));
    const file = vtt("es.vtt");
    await user.upload(input, file);
    expect(await screen.findByText(t("video.captions.uploaded", { language: "Español" }))).toBeTruthy();
    const [request] = fakeApi.requests(PUT_CAPTION);
    expect(request?.params).toEqual({ id: POST_ID, language: "es" });
    expect(request?.body).toBe(file);
    await waitFor(() => expect(within(row("es")).getByText(t("video.captions.has"))).toBeTruthy());
    expect(screen.getByLabelText(t("video.captions.replaceNamed", { language: "Español" }))).toBeTruthy();
  });

  it("says why the server refused a caption file", async () => {
    const { user } = renderSettings({});
    fakeApi.fail(PUT_CAPTION, 400, "invalid_captions", { fields: { file: "validation.captionsNotVtt" } });
    const input = await screen.findByLabelText(t("video.captions.uploadNamed", { language: "Français" }));
    await user.upload(input, vtt("fr.vtt"));
    expect(await screen.findByText(t("video.captions.notVtt"))).toBeTruthy();
    expect(within(row("fr")).getByText(t("video.captions.missing"))).toBeTruthy();
  });

  it("has no preview switch for a video from before previews", async () => {
    renderSettings({ previewEnabled: null });
    await screen.findByText(t("video.captions.title"));
    expect(screen.queryByRole("checkbox")).toBeNull();
  });

  it("refuses a file that is not WebVTT and sends nothing", async () => {
    const { user } = renderSettings({});
    const input = await screen.findByLabelText(t("video.captions.uploadNamed", { language: "English" }));
    await user.upload(input, vtt("en.srt", "1\n00:00:00,000 --> 00:00:02,000\nHips square\n"));
    expect(await screen.findByText(t("video.captions.notVtt"))).toBeTruthy();
    expect(fakeApi.requests(PUT_CAPTION)).toEqual([]);
  });

  it("removes captions only after confirming", async () => {
    const { user } = renderSettings({ captions: [caption("en"), caption("pt-BR")] });
    const remove = await screen.findByRole("button", {
      name: t("video.captions.removeNamed", { language: "English" }),
    });
    await user.click(remove);
    const dialog = await screen.findByRole("alertdialog", {
      name: t("video.captions.confirmTitle", { language: "English" }),
    });
    await user.click(within(dialog).getByRole("button", { name: t("video.captions.keep") }));
    expect(fakeApi.requests(DELETE_CAPTION)).toEqual([]);
    expect(within(row("en")).getByText(t("video.captions.has"))).toBeTruthy();

    await user.click(remove);
    await user.click(await screen.findByRole("button", { name: t("video.captions.confirm") }));
    expect(await screen.findByText(t("video.captions.removed", { language: "English" }))).toBeTruthy();
    expect(fakeApi.requests(DELETE_CAPTION).map((request) => request.params.language)).toEqual(["en"]);
    await waitFor(() => expect(within(row("en")).getByText(t("video.captions.missing"))).toBeTruthy());
    expect(within(row("pt-BR")).getByText(t("video.captions.has"))).toBeTruthy();
  });

  it("turns the preview off and on", async () => {
    const { user } = renderSettings({ previewEnabled: true });
    const toggle = (await screen.findByRole("checkbox", {
      name: t("video.settings.preview.label"),
    })) as HTMLInputElement;
    expect(toggle.checked).toBe(true);
    await user.click(toggle);
    await waitFor(() =>
      expect(fakeApi.requests(PUT_PREVIEW).map((request) => request.body)).toEqual([{ enabled: false }]),
    );
    await waitFor(() => expect(toggle.disabled).toBe(false));
    expect(toggle.checked).toBe(false);
    await user.click(toggle);
    await waitFor(() => expect(fakeApi.requests(PUT_PREVIEW)).toHaveLength(2));
    expect(fakeApi.requests(PUT_PREVIEW)[1]?.body).toEqual({ enabled: true });
  });

  it("puts the preview switch back and says so when saving fails", async () => {
    const { user } = renderSettings({ previewEnabled: true });
    fakeApi.fail(PUT_PREVIEW, 500, "internal");
    const toggle = (await screen.findByRole("checkbox", {
      name: t("video.settings.preview.label"),
    })) as HTMLInputElement;
    await user.click(toggle);
    expect(await screen.findByText(t("video.settings.preview.failed"))).toBeTruthy();
    expect(toggle.checked).toBe(true);
  });
});
