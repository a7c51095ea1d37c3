import { describe, expect, it } from "vitest";
import { formatUnreadCount } from "./unread-count";

describe("formatUnreadCount", () => {
  it.each([
    [1, "en", "1"],
    [99, "en", "99"],
    [100, "en", "99+"],
    [100, "fr", "99+"],
    [42, "pt-BR", "42"],
  ])("%i in %s", (count, locale, expected) => {
    expect(formatUnreadCount(count, locale)).toBe(expected);
  });
});
