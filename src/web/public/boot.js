// Starts the app once a server-rendered page is on screen: see src/server/ssr/document.ts.
// After the page's `load` (its pictures are in, a profile's cover among them: the app's download
// and start would otherwise hold their paint back), at the second animation frame (the first
// having been painted). A tab opened in the background runs no frames: it starts when shown.
//
// A button pressed (or a tab arrowed along) before React has taken it over would do nothing (React
// drops a press on a part it has not hydrated): the press is held, the app starts at once, and the
// press is made again once React has hydrated the button, which it marks with its own keys. Links
// need no help; text typed stays in its field for the page to take up (lib/use-early-input.ts),
// and a language picked in the menu is the one the app starts in (main.tsx).
/* global document, requestAnimationFrame, setTimeout, addEventListener, KeyboardEvent */
{
  const list = document.getElementById("fc-modules");
  const add = (file, index) => {
    const element = document.createElement(index ? "link" : "script");
    if (index) {
      element.rel = "modulepreload";
      element.href = file;
    } else {
      element.type = "module";
      element.src = file;
    }
    document.head.append(element);
  };
  let started = false;
  const start = () => {
    if (!started) JSON.parse(list.textContent).forEach(add);
    started = true;
  };
  const hydrated = (element) => Object.keys(element).some((key) => key.startsWith("__reactFiber$"));
  const unhydratedButton = (event) => {
    const button = event.target.closest?.("button");
    return button && !hydrated(button) ? button : null;
  };
  // Held presses, in the order they were made, each replayed once its button is hydrated.
  const held = [];
  const replayHeld = () => {
    while (held.length && (!held[0].button.isConnected || hydrated(held[0].button))) {
      const { button, replay } = held.shift();
      if (button.isConnected) replay();
    }
    if (held.length) setTimeout(replayHeld, 50);
  };
  const hold = (event, button, replay) => {
    event.preventDefault();
    event.stopPropagation();
    if (replay) {
      held.push({ button, replay });
      if (held.length === 1) setTimeout(replayHeld, 50);
    }
    start();
  };
  const onClick = (event) => {
    const button = unhydratedButton(event);
    if (!button) return;
    // Pressed twice before the app started, a button is still pressed once for the visitor.
    hold(event, button, button.fcHeld ? null : () => button.click());
    button.fcHeld = true;
  };
  // The keys that move within tabs, radio groups and star ratings (Enter and Space make a click).
  const MOVES = ["ArrowLeft", "ArrowRight", "ArrowUp", "ArrowDown", "Home", "End"];
  const onKeyDown = (event) => {
    const button = MOVES.includes(event.key) && unhydratedButton(event);
    if (!button) return;
    const { key, code } = event;
    hold(event, button, () => button.dispatchEvent(new KeyboardEvent("keydown", { key, code, bubbles: true, cancelable: true })));
  };
  if (list) {
    addEventListener("load", () => requestAnimationFrame(() => requestAnimationFrame(start)));
    addEventListener("click", onClick, true);
    addEventListener("keydown", onKeyDown, true);
  }
}
