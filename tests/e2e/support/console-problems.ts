// What a page says went wrong while a journey watches it: console warnings and errors, and
// uncaught errors. A journey that expects a quiet page asserts the list stays empty.
import type { Page } from "@playwright/test";

export function consoleProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error" || message.type() === "warning")
      problems.push(`${message.type()}: ${message.text()}`);
  });
  page.on("pageerror", (error) => problems.push(`uncaught: ${error.message}`));
  return problems;
}
