// The worker's push handlers with a fake scope: the words fetched for the pushed id, the generic
// line when they cannot be, and a click that focuses the open tab or opens one.
import { afterEach, describe, expect, it, vi } from "vitest";
import { handleNotificationClick, handlePush, type NotificationEvent, type PushEvent, type PushScope } from "./push";

function fakeScope(openUrls: string[] = []) {
  const shown: { title: string; options: NotificationOptions }[] = [];
  const focused: string[] = [];
  const opened: string[] = [];
  const clients = openUrls.map((url) => ({
    url,
    focus: async () => {
      focused.push(url);
      return clients[0]!;
    },
    navigate: async () => null,
  }));
  const scope = {
    location: { origin: "https://fit.example" },
    registration: {
      showNotification: async (title: string, options: NotificationOptions) => void shown.push({ title, options }),
    },
    clients: {
      claim: async () => {},
      matchAll: async () => clients,
      openWindow: async (url: string) => {
        opened.push(url);
        return null;
      },
    },
  } as unknown as PushScope;
  return { scope, shown, focused, opened };
}

function event<Extra>(extra: Extra) {
  const work: Promise<unknown>[] = [];
  return { ...extra, waitUntil: (promise: Promise<unknown>) => work.push(promise), done: () => Promise.all(work) };
}

const pushOf = (payload: unknown) =>
  event({ data: { json: () => payload, text: () => JSON.stringify(payload) } }) as unknown as PushEvent & {
    done(): Promise<unknown>;
  };

afterEach(() => vi.unstubAllGlobals());

describe("handlePush", () => {
  it("fetches the notification's words with the session's cookies and shows them", async () => {
    const fetch = vi.fn(async () =>
      Response.json({
        title: "New message from @maya",
        body: "Open your inbox to read it.",
        url: "/dashboard/follower/inbox",
      }),
    );
    vi.stubGlobal("fetch", fetch);
    const { scope, shown } = fakeScope();
    const push = pushOf({ notificationId: "n-1", kind: "messages" });
    handlePush(push, scope);
    await push.done();
    expect(fetch).toHaveBeenCalledWith(
      "/api/me/push/notifications/n-1",
      expect.objectContaining({ credentials: "same-origin" }),
    );
    expect(shown).toEqual([
      {
        title: "New message from @maya",
        options: {
          body: "Open your inbox to read it.",
          icon: "/icons/icon-192.png",
          badge: "/icons/icon-192.png",
          tag: "n-1",
          data: { url: "/dashboard/follower/inbox" },
        },
      },
    ]);
  });

  it.each([
    ["the fetch fails", () => Promise.reject(new TypeError("offline"))],
    ["the member signed out", async () => Response.json({ error: { code: "unauthenticated" } }, { status: 401 })],
  ])("shows a generic line in the browser's language when %s", async (_case, answer) => {
    vi.stubGlobal("fetch", vi.fn(answer));
    vi.stubGlobal("navigator", { language: "fr-FR" });
    const { scope, shown } = fakeScope();
    const push = pushOf({ notificationId: "n-2", kind: "posts" });
    handlePush(push, scope);
    await push.done();
    expect(shown[0]).toMatchObject({
      title: "FitCreators",
      options: { body: "Vous avez une nouvelle notification", data: { url: "/" } },
    });
  });

  it("shows the generic line in English for a payload it cannot read", async () => {
    const fetch = vi.fn();
    vi.stubGlobal("fetch", fetch);
    const { scope, shown } = fakeScope();
    const push = pushOf("garbage");
    handlePush(push, scope);
    await push.done();
    expect(fetch).not.toHaveBeenCalled();
    expect(shown[0]?.options.body).toBe("You have a new notification");
  });
});

describe("handleNotificationClick", () => {
  const clickOn = (data: unknown) => {
    const close = vi.fn();
    return Object.assign(event({ notification: { data, close } }), { close }) as unknown as NotificationEvent & {
      done(): Promise<unknown>;
      close: () => void;
    };
  };

  it("focuses the tab already on the notification's page", async () => {
    const { scope, focused, opened } = fakeScope(["https://fit.example/dashboard/follower/inbox"]);
    const click = clickOn({ url: "/dashboard/follower/inbox" });
    handleNotificationClick(click, scope);
    await click.done();
    expect(click.close).toHaveBeenCalled();
    expect(focused).toEqual(["https://fit.example/dashboard/follower/inbox"]);
    expect(opened).toEqual([]);
  });

  it("opens the page when no tab shows it, and never another site", async () => {
    const { scope, opened } = fakeScope(["https://fit.example/explore"]);
    const click = clickOn({ url: "/dashboard/follower/plan" });
    handleNotificationClick(click, scope);
    await click.done();
    const elsewhere = clickOn({ url: "https://evil.example/phish" });
    handleNotificationClick(elsewhere, scope);
    await elsewhere.done();
    expect(opened).toEqual(["https://fit.example/dashboard/follower/plan", "https://fit.example/"]);
  });
});
