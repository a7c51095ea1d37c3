import { describe, expect, it } from "vitest";
import { formatMessageDate } from "./message-date";

const now = new Date("2026-03-14T12:00:00Z"); // a Saturday
const hoursAgo = (hours: number) => new Date(now.getTime() - hours * 60 * 60 * 1000);
// Intl puts narrow no-break spaces in some formats ("9:05 AM"); compare with plain ones.
const format = (sentAt: Date | string, locale: string) =>
  formatMessageDate(sentAt, { locale, now, timeZone: "UTC" }).replace(/\s/g, " ");

describe("formatMessageDate", () => {
  it.each([
    ["just now", "en", "12:00 PM", hoursAgo(0)],
    ["a few seconds ahead of our clock", "en", "12:00 PM", new Date(now.getTime() + 5_000)],
    ["2 hours ago", "en", "10:00 AM", hoursAgo(2)],
    ["23 h 59 min ago", "en", "12:01 PM", hoursAgo(23 + 59 / 60)],
    ["exactly 24 h ago: a weekday", "en", "Fri", hoursAgo(24)],
    ["3 days ago", "en", "Wed", hoursAgo(72)],
    ["167 h ago", "en", "Sat", hoursAgo(167)],
    ["exactly 168 h ago: a date", "en", "Mar 7", hoursAgo(168)],
    ["earlier this year", "en", "Jan 2", "2026-01-02T08:00:00Z"],
    ["last year: with the year", "en", "Dec 24, 2025", "2025-12-24T08:00:00Z"],
    ["time in French", "fr", "9:00", hoursAgo(3)],
    ["weekday in Spanish", "es", "jue", hoursAgo(48)],
    ["date in Brazilian Portuguese", "pt-BR", "10 de fev.", "2026-02-10T08:00:00Z"],
    ["date in French", "fr", "10 févr.", "2026-02-10T08:00:00Z"],
  ] as const)("%s (%s) → %s", (_case, locale, expected, sentAt) => {
    expect(format(sentAt, locale)).toBe(expected);
  });

  it("accepts the API's ISO strings and dates alike", () => {
    expect(format(hoursAgo(5).toISOString(), "en")).toBe(format(hoursAgo(5), "en"));
  });
});
