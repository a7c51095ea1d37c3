// What a device shows for a pushed notification, in the reader's language. The push carries only
// ids; the service worker fetches these words over the signed-in session (GET /api/me/push/notifications/:id).
import type { Language } from "../../../domain/languages";
import { notificationLink, type LinkedNotification } from "../../../domain/notification-links";
import type { PushedNotificationType, PushNotificationText } from "../../../domain/push";
import type { Role } from "../../../domain/roles";
import type { EmailKey } from "../../lib/email/locales/en";
import { emailText } from "../../lib/email/text";
import { placeholdersOf, wordsOf } from "../../lib/email/notification-words";

/** A lock screen shows a line or two: longer comments and titles are cut with an ellipsis. */
const MAX_BODY = 180;

// Every pushed type has its words: a type added to the domain's list without them does not compile.
type PushKey = `push.${PushedNotificationType}.${"title" | "body"}`;
const pushKey = <Key extends PushKey>(key: Key & EmailKey): EmailKey => key;

const shortened = (text: string) => (text.length > MAX_BODY ? `${text.slice(0, MAX_BODY - 1).trimEnd()}…` : text);

export function pushText(
  language: Language,
  role: Role,
  notification: { type: PushedNotificationType; data: Record<string, unknown> },
): PushNotificationText {
  const params = placeholdersOf(language, notification.data);
  const isManyMessages = notification.type === "new_message" && Number(params.count) > 1;
  const body = isManyMessages
    ? emailText(language, "push.new_message.bodyMany", { count: params.count! })
    : wordsOf(language, pushKey(`push.${notification.type}.body`), params);
  return {
    title: wordsOf(language, pushKey(`push.${notification.type}.title`), params),
    body: shortened(body),
    url: notificationLink(notification as LinkedNotification, role) ?? "/",
  };
}
