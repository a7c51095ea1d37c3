// The local error logs as the debug panel and support rely on them: capped lists,
// a report per entry with its error ID, and never a throw back into the app.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { clearErrorLogs, errorLogCount, logApiError, logAppError, readErrorLog } from "./error-log";

function fakeStorage() {
  const values = new Map<string, string>();
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    removeItem: (key: string) => void values.delete(key),
  };
}

let reports: { url: string; body: Record<string, string> }[];

beforeEach(() => {
  reports = [];
  vi.stubGlobal("window", new EventTarget());
  vi.stubGlobal("localStorage", fakeStorage());
  vi.stubGlobal("navigator", { userAgent: "TestBrowser/1.0" });
  vi.stubGlobal("location", { href: "http://localhost/dashboard/follower" });
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init: RequestInit) => {
      reports.push({ url, body: JSON.parse(String(init.body)) });
      return new Response(null, { status: 204 });
    }),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("local error logs", () => {
  it("keeps the newest 20 API errors and the newest 10 app errors", () => {
    for (let i = 1; i <= 25; i++) logApiError(new Error(`api ${i}`));
    for (let i = 1; i <= 12; i++) logAppError(new Error(`app ${i}`));

    const api = readErrorLog("api");
    const app = readErrorLog("app");
    expect(api).toHaveLength(20);
    expect(api[0]?.message).toBe("api 25");
    expect(api.at(-1)?.message).toBe("api 6");
    expect(app).toHaveLength(10);
    expect(app[0]?.message).toBe("app 12");
    expect(errorLogCount()).toBe(30);
  });

  it("records when, what, where and on which browser, and reports it to the server under the same error ID", () => {
    const entry = logAppError(new TypeError("x is undefined"), { details: "in <ProfileCard>" });

    expect(entry).toMatchObject({
      message: "x is undefined",
      userAgent: "TestBrowser/1.0",
      url: "http://localhost/dashboard/follower",
    });
    expect(entry.details).toContain("in <ProfileCard>");
    expect(entry.errorId).toMatch(/^ERR-[0-9A-Z]+-[0-9A-Z]{4}$/);
    expect(new Date(entry.timestamp).toString()).not.toBe("Invalid Date");
    expect(readErrorLog("app")[0]).toEqual(entry);
    expect(reports).toEqual([
      {
        url: "/api/client-logs",
        body: expect.objectContaining({
          errorId: entry.errorId,
          message: "x is undefined",
          url: entry.url,
          userAgent: "TestBrowser/1.0",
        }),
      },
    ]);
  });

  it("keeps the page's query and fragment (where reset and confirmation tokens are) out of the log and the report", () => {
    vi.stubGlobal("location", { href: "http://localhost/reset-password?token=secret-reset-token#top" });
    const entry = logAppError(new Error("boom"));

    expect(entry.url).toBe("http://localhost/reset-password");
    expect(reports[0]?.body.url).toBe("http://localhost/reset-password");
    expect(JSON.stringify(readErrorLog("app"))).not.toContain("secret-reset-token");
  });

  it("keeps an error ID already shown to the user", () => {
    expect(logAppError(new Error("boom"), { errorId: "ERR-SHOWN-0001" }).errorId).toBe("ERR-SHOWN-0001");
    expect(reports[0]?.body.errorId).toBe("ERR-SHOWN-0001");
  });

  it("logs values that are not errors", () => {
    expect(logAppError("plain text").message).toBe("plain text");
    expect(logApiError({ code: "network_error" }).message).toBe('{"code":"network_error"}');
  });

  it("never throws when the server report or the storage fails", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(() => Promise.reject(new Error("offline"))),
    );
    vi.stubGlobal("localStorage", {
      getItem: () => "not json",
      setItem: () => {
        throw new Error("QuotaExceededError");
      },
      removeItem: () => undefined,
    });

    expect(() => logApiError(new Error("timeout"))).not.toThrow();
    expect(readErrorLog("api")).toEqual([]);
    // Let the rejected report settle: it must not surface as an unhandled rejection.
    await new Promise((resolve) => setTimeout(resolve, 0));
  });

  it("tells listeners when the logs change, and clears both lists", () => {
    const changed = vi.fn();
    window.addEventListener("fitcreators:error-log", changed);
    logAppError(new Error("one"));
    logApiError(new Error("two"));
    clearErrorLogs();

    expect(changed).toHaveBeenCalledTimes(3);
    expect(errorLogCount()).toBe(0);
  });
});
