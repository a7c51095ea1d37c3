// Where the page runs: already installed, or in iOS's browser, which has no install offer of its
// own to show and adds apps through its Share menu instead.

export const isStandalone = () =>
  navigator.standalone === true || window.matchMedia("(display-mode: standalone)").matches;

/** iPhone, iPod and iPad (which calls itself a Mac with a touch screen since iPadOS 13). */
export const isIos = () =>
  /iPhone|iPad|iPod/.test(navigator.userAgent) ||
  (/Macintosh/.test(navigator.userAgent) && navigator.maxTouchPoints > 1);
