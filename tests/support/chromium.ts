// Debian's Chromium, as the browser tests outside Playwright's runner start it (playwright.config.ts
// starts it the same way for the journeys).
import { chromium } from "playwright-core";

export const launchChromium = () =>
  chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking"],
  });
