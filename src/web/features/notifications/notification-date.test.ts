import { describe, expect, it } from "vitest";
import { formatNotificationDate } from "./notification-date";

const now = new Date(2026, 5, 15, 12, 0, 0);
const ago = (ms: number) => new Date(now.getTime() - ms).toISOString();
const second = 1000;
const minute = 60 * second;
const hour = 60 * minute;
const day = 24 * hour;

describe("formatNotificationDate", () => {
  it.each([
    ["just now", ago(0), "en", "now"],
    ["59 seconds", ago(59 * second), "en", "now"],
    ["a clock ahead of ours", ago(-5 * minute), "en", "now"],
    ["1 minute", ago(minute), "en", "1 minute ago"],
    ["59 minutes", ago(59 * minute + 59 * second), "en", "59 minutes ago"],
    ["1 hour", ago(hour), "en", "1 hour ago"],
    ["23 hours", ago(23 * hour + 59 * minute), "en", "23 hours ago"],
    ["1 day", ago(day), "en", "1 day ago"],
    ["6 days", ago(6 * day + 23 * hour), "en", "6 days ago"],
    ["7 days: a short date", ago(7 * day), "en", "Jun 8"],
    ["last year: with the year", new Date(2025, 11, 24, 9, 0).toISOString(), "en", "Dec 24, 2025"],
    ["Spanish minutes", ago(5 * minute), "es", "hace 5 minutos"],
    ["French hours", ago(3 * hour), "fr", "il y a 3 heures"],
    ["Portuguese days", ago(2 * day), "pt-BR", "há 2 dias"],
    ["French now", ago(10 * second), "fr", "maintenant"],
    ["French short date", ago(30 * day), "fr", "16 mai"],
  ])("%s", (_case, createdAt, locale, expected) => {
    expect(formatNotificationDate(createdAt, now, locale)).toBe(expected);
  });
});
