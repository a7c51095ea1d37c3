// Starts the app once a server-rendered page is on screen: see src/server/ssr/document.ts.
// After the page's `load` (its pictures are in, a profile's cover among them: the app's download
// and start would otherwise hold their paint back), at the second animation frame (the first
// having been painted). A tab opened in the background runs no frames: it starts when shown.
/* global document, requestAnimationFrame, addEventListener */
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
  const start = () => requestAnimationFrame(() => requestAnimationFrame(() => JSON.parse(list.textContent).forEach(add)));
  if (list) addEventListener("load", start);
}
