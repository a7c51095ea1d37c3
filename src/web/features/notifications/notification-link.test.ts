import { describe, expect, it } from "vitest";
import type { NotificationView } from "../../../domain/notifications";
import type { Role } from "../../../domain/roles";
import { notificationLink } from "./notification-link";

const maya = { username: "maya_strong", name: "Maya" };
const base = { id: "n1", createdAt: "2026-06-15T10:00:00Z", read: false };

describe("notificationLink", () => {
  it.each<[string, NotificationView, Role, string | null]>([
    [
      "a creator's message",
      { ...base, type: "new_message", data: { from: maya, conversationId: "c 1", count: 1 } },
      "influencer",
      "/dashboard/influencer/inbox?conversation=c%201",
    ],
    [
      "a follower's message",
      { ...base, type: "new_message", data: { from: maya, conversationId: "c1", count: 1 } },
      "follower",
      "/dashboard/follower/inbox?conversation=c1",
    ],
    [
      "a new post",
      { ...base, type: "content_published", data: { creator: maya, postId: "p1", title: "T", postType: "text" } },
      "follower",
      "/influencer/maya_strong?tab=content",
    ],
    [
      "a post by a deleted creator",
      {
        ...base,
        type: "content_published",
        data: { creator: { username: "", name: "" }, postId: "p1", title: "T", postType: "text" },
      },
      "follower",
      null,
    ],
    [
      "an answered support request",
      { ...base, type: "support_answered", data: { requestId: "r1", subject: "Billing" } },
      "follower",
      "/support?request=r1#support-requests",
    ],
    [
      "a routine",
      { ...base, type: "daily_routine", data: { creator: maya, date: "2026-06-15" } },
      "follower",
      "/influencer/maya_strong?tab=routine",
    ],
    [
      "a new subscriber",
      { ...base, type: "new_subscriber", data: { follower: maya, tier: "pro" } },
      "influencer",
      "/dashboard/influencer/subscribers",
    ],
    [
      "a payment",
      { ...base, type: "payment_received", data: { follower: maya, tier: "pro", amountCents: 999, currency: "USD" } },
      "influencer",
      "/dashboard/influencer/subscribers",
    ],
    [
      "a tip, from a post and with a note",
      {
        ...base,
        type: "tip_received",
        data: {
          follower: maya,
          amountCents: 500,
          currency: "usd",
          note: "Thanks!",
          post: { id: "p1", title: "Leg day" },
        },
      },
      "influencer",
      "/dashboard/influencer/tips",
    ],
    [
      "a post bought: the creator's posts",
      {
        ...base,
        type: "post_purchased",
        data: { follower: maya, amountCents: 499, currency: "usd", post: { id: "p1", title: "Leg day" } },
      },
      "influencer",
      "/dashboard/influencer/posts",
    ],
    [
      "a milestone",
      { ...base, type: "milestone_reached", data: { milestone: 10 } },
      "influencer",
      "/dashboard/influencer/subscribers",
    ],
    [
      "a follower's milestone",
      { ...base, type: "milestone_reached", data: { milestone: 10, of: "workouts" } },
      "follower",
      "/dashboard/follower",
    ],
    [
      "a creator's update",
      { ...base, type: "influencer_update", data: { creator: maya, text: "Hi" } },
      "follower",
      "/influencer/maya_strong",
    ],
    [
      "a renewal",
      {
        ...base,
        type: "subscription_renewal",
        data: { creator: maya, tier: "pro", amountCents: 999, currency: "USD" },
      },
      "follower",
      "/dashboard/follower/subscriptions",
    ],
    [
      "a failed payment",
      { ...base, type: "payment_failed", data: { creator: maya, tier: "pro", amountCents: 999, currency: "USD" } },
      "follower",
      "/dashboard/follower/subscriptions",
    ],
  ])("%s", (_case, notification, role, expected) => {
    expect(notificationLink(notification, role)).toBe(expected);
  });
});
