// The one modal frame: focus moves into the dialog, Escape and the × close it, and focus goes back
// to the control that opened it, or to the fallback when what the dialog did disabled that control.
import * as Dialog from "@radix-ui/react-dialog";
import { screen } from "@testing-library/react";
import { useRef, useState } from "react";
import { describe, expect, it } from "vitest";
import { renderWithApp } from "../../../tests/support/web/render";
import { DialogCloseButton, ModalFrame } from "./dialog";

function Unfollow() {
  const [isOpen, setIsOpen] = useState(false);
  const [isFollowing, setIsFollowing] = useState(true);
  const heading = useRef<HTMLHeadingElement>(null);
  return (
    <>
      <h1 ref={heading} tabIndex={-1}>
        Maya
      </h1>
      <button disabled={!isFollowing} onClick={() => setIsOpen(true)}>
        Unfollow
      </button>
      <ModalFrame
        isOpen={isOpen}
        onClose={() => setIsOpen(false)}
        fallbackFocus={() => heading.current}
        aria-describedby={undefined}
        className="p-6"
      >
        <Dialog.Title>Stop following Maya?</Dialog.Title>
        <DialogCloseButton label="Close" />
        <button
          onClick={() => {
            setIsFollowing(false);
            setIsOpen(false);
          }}
        >
          Yes, unfollow
        </button>
      </ModalFrame>
    </>
  );
}

describe("a modal frame", () => {
  it("takes focus inside, closes on Escape and gives focus back to its opener", async () => {
    const { user } = renderWithApp(<Unfollow />);
    await user.click(screen.getByRole("button", { name: "Unfollow" }));
    const dialog = await screen.findByRole("dialog", { name: "Stop following Maya?" });
    expect(dialog.contains(document.activeElement)).toBe(true);
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Unfollow" }));
  });

  it("closes with its × button", async () => {
    const { user } = renderWithApp(<Unfollow />);
    await user.click(screen.getByRole("button", { name: "Unfollow" }));
    await user.click(await screen.findByRole("button", { name: "Close" }));
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Unfollow" }));
  });

  it("gives focus to the fallback when what it did disabled the opener", async () => {
    const { user } = renderWithApp(<Unfollow />);
    await user.click(screen.getByRole("button", { name: "Unfollow" }));
    await user.click(await screen.findByRole("button", { name: "Yes, unfollow" }));
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole("heading", { name: "Maya" }));
  });
});
