// What a device shows for a pushed notification, in the reader's language. The push carries only
// ids; the service worker fetches these words over the signed-in session (GET /api/me/push/notifications/:id).
import type { Language } from "../../../domain/languages";
import { notificationLink, type LinkedNotification } from "../../../domain/notification-links";
import type { PushedNotificationType, PushNotificationText } from "../../../domain/push";
import type { Role } from "../../../domain/roles";
import type { EmailKey } from "../../lib/email/locales/en";
import { emailText } from "../../lib/email/text";

/** A lock screen shows a line or two: longer comments and titles are cut with an ellipsis. */
const MAX_BODY = 180;

// Every pushed type has its words: a type added to the domain's list without them does not compile.
type PushKey = `push.${PushedNotificationType}.${"title" | "body"}`;
const pushKey = <Key extends PushKey>(key: Key & EmailKey): EmailKey => key;

/** A person's facts (`{ username, name }`) as their username; text and numbers as they are. */
function placeholdersOf(data: Record<string, unknown>) {
  const values: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(data)) {
    if (typeof value === "string" || typeof value === "number") values[name] = value;
    else if (value && typeof value === "object" && "username" in value) {
      const person = value as { username?: string; name?: string };
      values[name] = person.username || person.name || "";
    }
  }
  return values;
}

// The placeholders differ by type, so the words are filled from the facts without a per-type check.
const wordsOf = (language: Language, key: EmailKey, params: Record<string, string | number>) =>
  (emailText as (language: Language, key: EmailKey, params: Record<string, string | number>) => string)(
    language,
    key,
    params,
  );

const shortened = (text: string) => (text.length > MAX_BODY ? `${text.slice(0, MAX_BODY - 1).trimEnd()}…` : text);

export function pushText(
  language: Language,
  role: Role,
  notification: { type: PushedNotificationType; data: Record<string, unknown> },
): PushNotificationText {
  const params = placeholdersOf(notification.data);
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
