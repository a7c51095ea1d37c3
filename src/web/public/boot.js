// Starts the app once a server-rendered page is on screen: see src/server/ssr/document.ts.
// After the page's `load` (its pictures are in, a profile's cover among them: the app's download
// and start would otherwise hold their paint back), at the second animation frame (the first
// having been painted). A tab opened in the background runs no frames: it starts when shown.
//
// A button pressed before React has taken it over would do nothing (React drops a press on a part
// it has not hydrated): the press is held, the app starts at once, and the button is pressed again
// once React has hydrated it, which it marks with its own keys. Links need no help; text typed
// stays in its field for the page to take up (lib/use-early-input.ts), and a language picked in
// the menu is the one the app starts in (main.tsx).
/* global document, requestAnimationFrame, setTimeout, addEventListener */
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
  const press = (button) => {
    if (!button.isConnected) return;
    if (hydrated(button)) button.click();
    else setTimeout(press, 50, button);
  };
  const hold = (event) => {
    const button = event.target.closest?.("button");
    if (!button || hydrated(button)) return;
    event.preventDefault();
    event.stopPropagation();
    // Pressed twice before the app started, a button is still pressed once for the visitor.
    if (!button.fcHeld) press(button);
    button.fcHeld = true;
    start();
  };
  if (list) {
    addEventListener("load", () => requestAnimationFrame(() => requestAnimationFrame(start)));
    addEventListener("click", hold, true);
  }
}
