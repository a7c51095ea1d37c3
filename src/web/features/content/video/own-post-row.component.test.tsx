// A video post in the creator's My Posts while it is processed: the status says so, with the
// progress, or why processing failed.
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithApp } from "../../../../../tests/support/web/render";
import { ownVideoPost } from "../../../../../tests/support/web/video";
import { t } from "../../../i18n";
import { OwnPostRow } from "../own-post-row";
import type { OwnPost } from "../queries";
import type { OwnPostVideo } from "./video-types";

const noop = () => {};

function renderRow(status: OwnPost["status"], video: OwnPostVideo | null) {
  const post = ownVideoPost({ status, video });
  return renderWithApp(<OwnPostRow post={post} onOpen={noop} onEdit={noop} onDelete={noop} onPublishNow={noop} />);
}

describe("OwnPostRow for a video", () => {
  it("says Processing with how far along it is", () => {
    renderRow("processing", { status: "processing", progress: 35.4, failureReason: null });
    expect(screen.getByText(t("content.status.processing"), { selector: "span" })).toBeTruthy();
    const progress = screen.getByRole("progressbar", { name: t("video.processing.label") });
    expect(progress.getAttribute("aria-valuenow")).toBe("35");
  });

  it("says why processing failed", () => {
    renderRow("processing", { status: "failed", progress: 20, failureReason: "transcode_failed" });
    expect(screen.getByRole("alert").textContent).toContain(t("video.processing.reasons.transcode_failed"));
  });

  it("shows nothing more once the video is ready", () => {
    renderRow("published", { status: "ready", progress: 100, failureReason: null });
    expect(screen.getByText(t("content.status.published"))).toBeTruthy();
    expect(screen.queryByRole("progressbar")).toBeNull();
  });
});

describe("OwnPostRow of a post sold on its own", () => {
  const renderPost = (unlockPriceCents: number | null) =>
    renderWithApp(
      <OwnPostRow
        post={ownVideoPost({ unlockPriceCents })}
        onOpen={noop}
        onEdit={noop}
        onDelete={noop}
        onPublishNow={noop}
      />,
    );

  it("shows its price beside its tier", () => {
    renderPost(499);
    expect(screen.getByText("Pay-per-view $4.99")).toBeTruthy();
  });

  it("shows no price on a post only for its tier", () => {
    renderPost(null);
    expect(screen.queryByText(/Pay-per-view/)).toBeNull();
  });
});
