// What support needs to know about the visitor's device, read from the browser.

export interface DeviceInfo {
  browser: string;
  platform: string;
  screen: string;
  language: string;
}

/** Browser name and major version from the user agent; order matters (Edge and Opera also say Chrome). */
function browserName(userAgent: string): string {
  const known: [string, RegExp][] = [
    ["Edge", /Edg(?:e|A|iOS)?\/(\d+)/],
    ["Opera", /OPR\/(\d+)/],
    ["Samsung Internet", /SamsungBrowser\/(\d+)/],
    ["Firefox", /(?:Firefox|FxiOS)\/(\d+)/],
    ["Chrome", /(?:Chrome|CriOS)\/(\d+)/],
    ["Safari", /Version\/(\d+).*Safari/],
  ];
  for (const [name, pattern] of known) {
    const match = pattern.exec(userAgent);
    if (match) return `${name} ${match[1]}`;
  }
  return userAgent.split(" ")[0] || "Unknown";
}

export function getDeviceInfo(): DeviceInfo {
  const nav = navigator as Navigator & { userAgentData?: { platform?: string } };
  return {
    browser: browserName(nav.userAgent),
    platform: nav.userAgentData?.platform || nav.platform || "Unknown",
    screen: `${window.screen.width} × ${window.screen.height}`,
    language: nav.language,
  };
}
