// The player as a viewer meets it: the stream's renditions to choose from, captions in the reader's
// language, speed, resume, the keyboard, a token that renews while playing, the uploaded file when
// there is no stream, the preview for a locked post and "Processing…" for the creator.
import { act, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { follower } from "../../../../../tests/support/web/people";
import { fakeApi } from "../../../../../tests/support/web/fake-api";
import { renderWithApp } from "../../../../../tests/support/web/render";
import { FakeHls, masterUrl, readyVideo, videoPost } from "../../../../../tests/support/web/video";
import { t } from "../../../i18n";
import { PostVideo } from "./post-video";
import type { PostVideo as PostVideoAnswer } from "./video-types";

vi.mock("hls.js/light", async () => ({ default: (await import("../../../../../tests/support/web/video")).FakeHls }));

const GET_VIDEO = "GET /posts/:id/video";
const SAVE_PROGRESS = "PUT /posts/:id/video/progress";

const creator = { ...follower, id: "u2", username: "coach_kim", role: "influencer" as const };

function renderPlayer(answers: PostVideoAnswer[], post = videoPost(), viewer = follower) {
  const left = [...answers];
  fakeApi.on(GET_VIDEO, () => ({ status: 200, body: left.length > 1 ? left.shift() : left[0] }));
  fakeApi.answer("GET /auth/session", { user: viewer });
  fakeApi.on(SAVE_PROGRESS, () => ({ status: 204 }));
  return renderWithApp(<PostVideo post={post} />);
}

const videoElement = () => screen.getByLabelText("Hip mobility flow", { selector: "video" }) as HTMLVideoElement;
const frame = () => screen.getByRole("group", { name: t("video.player.label", { title: "Hip mobility flow" }) });
const select = (name: string) => screen.getByRole("combobox", { name }) as HTMLSelectElement;
const optionTexts = (element: HTMLSelectElement) => [...element.options].map((option) => option.textContent);

async function startedHls() {
  await waitFor(() => expect(FakeHls.instances).toHaveLength(1));
  return FakeHls.instances[0]!;
}

beforeEach(() => {
  FakeHls.instances = [];
  // Media Source Extensions, which hls.js needs (happy-dom has none).
  vi.stubGlobal("MediaSource", class {});
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("PostVideo for a viewer who may open it", () => {
  it("streams through hls.js and offers Auto and each rendition, tallest first", async () => {
    const { user } = renderPlayer([readyVideo()]);
    const hls = await startedHls();
    expect(hls.source).toBe(masterUrl("token-1"));
    expect(hls.media).toBe(videoElement());
    act(() =>
      hls.emit(FakeHls.Events.MANIFEST_PARSED, { levels: [{ height: 360 }, { height: 1080 }, { height: 720 }] }),
    );
    const quality = select(t("video.player.quality"));
    expect(optionTexts(quality)).toEqual(["Auto", "1080p", "720p", "360p"]);
    await user.selectOptions(quality, "720p");
    expect(hls.currentLevel).toBe(2);
    await user.selectOptions(quality, "Auto");
    expect(hls.currentLevel).toBe(-1);
  });

  it("shows captions in the reader's language first and on by default", async () => {
    const { user } = renderPlayer([
      readyVideo({
        captions: [
          { language: "es", url: "/api/posts/p/captions/es.vtt" },
          { language: "en", url: "/api/posts/p/captions/en.vtt" },
        ],
      }),
    ]);
    await startedHls();
    const captions = select(t("video.player.captions"));
    expect(optionTexts(captions)).toEqual(["Off", "English", "Español"]);
    expect(captions.value).toBe("en");
    const tracks = [...videoElement().querySelectorAll("track")];
    expect(tracks.map((track) => [track.srclang, track.hasAttribute("default")])).toEqual([
      ["en", true],
      ["es", false],
    ]);
    await user.selectOptions(captions, "Off");
    expect(captions.value).toBe("");
    expect(videoElement().querySelector("track[default]")).toBeNull();
  });

  it("changes the playback speed", async () => {
    const { user } = renderPlayer([readyVideo()]);
    await startedHls();
    const speed = select(t("video.player.speed"));
    expect(speed.value).toBe("1");
    await user.selectOptions(speed, "1.5");
    expect(videoElement().playbackRate).toBe(1.5);
  });

  it("starts where the viewer stopped and saves the point every 10 s and on pause", async () => {
    vi.useFakeTimers({ toFake: ["setInterval", "clearInterval"] });
    renderPlayer([readyVideo({ resumeAt: 42 })]);
    await startedHls();
    const video = videoElement();
    fireEvent(video, new Event("loadedmetadata"));
    expect(video.currentTime).toBe(42);

    await act(() => video.play());
    video.currentTime = 53.4;
    act(() => vi.advanceTimersByTime(10_000));
    await waitFor(() =>
      expect(fakeApi.requests(SAVE_PROGRESS).map((request) => request.body)).toEqual([{ seconds: 53 }]),
    );

    video.currentTime = 61;
    act(() => video.pause());
    await waitFor(() => expect(fakeApi.requests(SAVE_PROGRESS)).toHaveLength(2));
    expect(fakeApi.requests(SAVE_PROGRESS)[1]?.body).toEqual({ seconds: 61 });
    expect(fakeApi.requests(SAVE_PROGRESS)[1]?.params.id).toBe(videoPost().id);
  });

  it("starts from the beginning when the saved point is at the very end", async () => {
    renderPlayer([readyVideo({ resumeAt: 118 })]);
    await startedHls();
    const video = videoElement();
    vi.spyOn(video, "duration", "get").mockReturnValue(120);
    fireEvent(video, new Event("loadedmetadata"));
    expect(video.currentTime).toBe(0);
  });

  it("resumes a short clip anywhere but its last tenth", async () => {
    renderPlayer([readyVideo({ resumeAt: 2 })]);
    await startedHls();
    const video = videoElement();
    vi.spyOn(video, "duration", "get").mockReturnValue(3);
    fireEvent(video, new Event("loadedmetadata"));
    expect(video.currentTime).toBe(2);
  });

  it("starts at the saved point when it arrives after the video's metadata", async () => {
    const left = [readyVideo({ resumeAt: null }), readyVideo({ resumeAt: 30 })];
    fakeApi.on(GET_VIDEO, () => ({ status: 200, body: left.length > 1 ? left.shift() : left[0] }));
    fakeApi.answer("GET /auth/session", { user: follower });
    const { queryClient } = renderWithApp(<PostVideo post={videoPost()} />);
    await startedHls();
    const video = videoElement();
    vi.spyOn(video, "readyState", "get").mockReturnValue(1);
    fireEvent(video, new Event("loadedmetadata"));
    expect(video.currentTime).toBe(0);
    await act(() => queryClient.refetchQueries());
    await waitFor(() => expect(video.currentTime).toBe(30));
  });

  it("answers Space, K, the arrows, M and F on the focused player", async () => {
    const requestFullscreen = vi.fn(async () => {});
    HTMLElement.prototype.requestFullscreen = requestFullscreen;
    const { user, unmount } = renderPlayer([readyVideo()]);
    await startedHls();
    const video = videoElement();
    frame().focus();
    expect(document.activeElement).toBe(frame());

    await user.keyboard(" ");
    expect(video.paused).toBe(false);
    expect(screen.getByRole("button", { name: t("video.player.pause") })).toBeTruthy();
    await user.keyboard("k");
    expect(video.paused).toBe(true);

    video.currentTime = 20;
    await user.keyboard("{ArrowRight}");
    expect(video.currentTime).toBe(25);
    await user.keyboard("{ArrowLeft}{ArrowLeft}");
    expect(video.currentTime).toBe(15);

    await user.keyboard("m");
    expect(video.muted).toBe(true);
    expect(screen.getByRole("button", { name: t("video.player.unmute") })).toBeTruthy();

    await user.keyboard("f");
    expect(requestFullscreen).toHaveBeenCalledTimes(1);
    expect(requestFullscreen.mock.contexts[0]).toBe(frame());

    // Closing the player keeps the point it was moved to.
    unmount();
    await waitFor(() =>
      expect(fakeApi.requests(SAVE_PROGRESS).map((request) => request.body)).toEqual([{ seconds: 15 }]),
    );
  });

  it("renews its token every 30 s and sends every later request with the new one", async () => {
    vi.useFakeTimers({ toFake: ["setInterval", "clearInterval"] });
    const fresh = readyVideo({
      playback: { masterUrl: masterUrl("token-2"), tokenExpiresAt: null, originalUrl: null },
    });
    renderPlayer([readyVideo(), fresh]);
    const hls = await startedHls();
    const segment = "/api/videos/7b1d9f0e/t/token-1/720/segment3.m4s";
    expect(hls.requestUrl(segment)).toBe(segment);

    act(() => vi.advanceTimersByTime(30_000));
    await waitFor(() => expect(fakeApi.requests(GET_VIDEO)).toHaveLength(2));
    await waitFor(() => expect(hls.requestUrl(segment)).toBe("/api/videos/7b1d9f0e/t/token-2/720/segment3.m4s"));
    // The same stream: the player is not started again for a new token.
    expect(FakeHls.instances).toHaveLength(1);
  });

  it("fetches a fresh token and loads on after the stream is refused as expired", async () => {
    const fresh = readyVideo({
      playback: { masterUrl: masterUrl("token-2"), tokenExpiresAt: null, originalUrl: null },
    });
    renderPlayer([readyVideo(), fresh]);
    const hls = await startedHls();
    act(() =>
      hls.emit(FakeHls.Events.ERROR, { fatal: true, type: FakeHls.ErrorTypes.NETWORK_ERROR, response: { code: 403 } }),
    );
    await waitFor(() => expect(hls.loads).toBe(1));
    expect(hls.requestUrl("/api/videos/7b1d9f0e/t/token-1/360/index.m3u8")).toContain("/t/token-2/");
  });

  it("says the video cannot be played when the stream keeps failing, and Retry starts it again", async () => {
    const { user } = renderPlayer([readyVideo()]);
    const hls = await startedHls();
    for (let attempt = 0; attempt < 4; attempt++)
      act(() => hls.emit(FakeHls.Events.ERROR, { fatal: true, type: FakeHls.ErrorTypes.MEDIA_ERROR }));
    expect(await screen.findByText(t("video.player.failed"))).toBeTruthy();
    expect(hls.destroyed).toBe(true);
    await user.click(screen.getByRole("button", { name: t("common.retry") }));
    await waitFor(() => expect(FakeHls.instances).toHaveLength(2));
    expect(screen.queryByText(t("video.player.failed"))).toBeNull();
  });

  it("plays the uploaded file where there is no stream, without loading hls.js", async () => {
    renderPlayer([
      readyVideo({ playback: { masterUrl: null, tokenExpiresAt: null, originalUrl: "/api/posts/p/media" } }),
    ]);
    await waitFor(() => expect(videoElement().getAttribute("src")).toBe("/api/posts/p/media"));
    expect(FakeHls.instances).toEqual([]);
    expect(screen.queryByRole("combobox", { name: t("video.player.quality") })).toBeNull();
  });

  it("lets the browser play the stream itself where hls.js cannot run but the browser has HLS", async () => {
    vi.unstubAllGlobals();
    vi.spyOn(HTMLMediaElement.prototype, "canPlayType").mockImplementation((type) =>
      type === "application/vnd.apple.mpegurl" ? "maybe" : "",
    );
    renderPlayer([readyVideo()]);
    await waitFor(() => expect(videoElement().getAttribute("src")).toBe(masterUrl("token-1")));
    expect(FakeHls.instances).toEqual([]);
  });

  it("prefers hls.js where the browser has HLS too, for the quality choice and the token", async () => {
    vi.spyOn(HTMLMediaElement.prototype, "canPlayType").mockImplementation((type) =>
      type === "application/vnd.apple.mpegurl" ? "maybe" : "",
    );
    renderPlayer([readyVideo()]);
    const hls = await startedHls();
    expect(hls.source).toBe(masterUrl("token-1"));
    expect(videoElement().getAttribute("src")).toBeNull();
  });

  it("still plays the post's file when the video's details cannot be loaded", async () => {
    fakeApi.fail(GET_VIDEO, 500, "internal");
    fakeApi.answer("GET /auth/session", { user: follower });
    renderWithApp(<PostVideo post={videoPost()} />);
    await waitFor(() => expect(videoElement().getAttribute("src")).toBe(videoPost().mediaUrl));
  });
});

describe("PostVideo for a viewer whose tier does not open it", () => {
  it("shows the preview and what the post's tier unlocks, with the way to it", async () => {
    fakeApi.answer(GET_VIDEO, { ...readyVideo({ playback: null, previewUrl: "/api/posts/p/preview.mp4" }) });
    renderWithApp(<PostVideo post={videoPost({ isLocked: true, mediaUrl: null })} />);
    const preview = (await screen.findByLabelText(
      t("video.preview.label", { title: "Hip mobility flow" }),
    )) as HTMLVideoElement;
    expect(preview.getAttribute("src")).toBe("/api/posts/p/preview.mp4");
    expect(preview.getAttribute("poster")).toBe("/api/posts/p/poster?w=1280");
    expect(screen.getByText(t("video.preview.locked", { tier: "PRO" }))).toBeTruthy();
    expect(screen.getByText(t("video.preview.unlocks.pro"))).toBeTruthy();
    const upgrade = screen.getByRole("link", { name: t("video.preview.upgrade", { tier: "PRO" }) });
    expect(upgrade.getAttribute("href")).toBe("/subscription/coach_kim?tier=pro");
    expect(FakeHls.instances).toEqual([]);
  });

  it("shows the poster when the creator turned the preview off", async () => {
    fakeApi.answer(GET_VIDEO, readyVideo({ playback: null, previewUrl: null }));
    const { container } = renderWithApp(
      <PostVideo post={videoPost({ isLocked: true, mediaUrl: null })} canUpgrade={false} />,
    );
    await waitFor(() => expect(container.querySelector("img")?.getAttribute("src")).toBe("/api/posts/p/poster?w=1280"));
    expect(container.querySelector("video")).toBeNull();
    expect(screen.getByText(t("content.card.lockedFor", { tier: "PRO" }))).toBeTruthy();
    expect(screen.queryByRole("link")).toBeNull();
  });
});

describe("PostVideo for its creator before it streams", () => {
  it("says it is processing, how far along, and plays the uploaded file meanwhile", async () => {
    renderPlayer(
      [
        readyVideo({
          status: "processing",
          progress: 40,
          playback: { masterUrl: null, tokenExpiresAt: null, originalUrl: "/api/posts/p/media" },
        }),
      ],
      videoPost(),
      creator,
    );
    const progress = await screen.findByRole("progressbar", { name: t("video.processing.label") });
    expect(progress.getAttribute("aria-valuenow")).toBe("40");
    expect(screen.getByText("40%")).toBeTruthy();
    await waitFor(() => expect(videoElement().getAttribute("src")).toBe("/api/posts/p/media"));
  });

  it("says why processing failed", async () => {
    renderPlayer(
      [
        readyVideo({
          status: "failed",
          progress: 10,
          failureReason: "unreadable",
          playback: { masterUrl: null, tokenExpiresAt: null, originalUrl: "/api/posts/p/media" },
        }),
      ],
      videoPost(),
      creator,
    );
    expect(await screen.findByText(t("video.processing.failed"))).toBeTruthy();
    expect(screen.getByText(t("video.processing.reasons.unreadable"))).toBeTruthy();
  });

  it("shows a member only the original file of a video whose processing failed", async () => {
    renderPlayer([
      readyVideo({
        status: "failed",
        progress: 10,
        playback: { masterUrl: null, tokenExpiresAt: null, originalUrl: "/api/posts/p/media" },
      }),
    ]);
    await waitFor(() => expect(videoElement().getAttribute("src")).toBe("/api/posts/p/media"));
    expect(screen.queryByText(t("video.processing.failed"))).toBeNull();
    expect(screen.queryByRole("alert")).toBeNull();
  });
});
