// Starts the app once a server-rendered page is on screen: see src/server/ssr/document.ts.
/* global document, requestAnimationFrame */
(function () {
  var list = document.getElementById("fc-modules");
  if (!list) return;
  requestAnimationFrame(function () {
    requestAnimationFrame(function () {
      JSON.parse(list.textContent).forEach(function (file, index) {
        var element = document.createElement(index ? "link" : "script");
        if (index) {
          element.rel = "modulepreload";
          element.href = file;
        } else {
          element.type = "module";
          element.src = file;
        }
        document.head.append(element);
      });
    });
  });
})();
