// Identifiers that arrive in paths (UUID row ids, usernames), checked before they reach a query,
// where PostgreSQL would refuse malformed text (a non-UUID id, a NUL byte) with an error rather
// than find no row.
import { usernameSchema } from "../../domain/accounts";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const isUuid = (text: string) => UUID.test(text);

/** A user's id: better-auth makes 32 letters and digits (rows made elsewhere may hold UUIDs). */
const USER_ID = /^[A-Za-z0-9-]{1,64}$/;

export const isUserId = (text: string) => USER_ID.test(text);

/** Whether the text can be someone's username (any case: lookups lower-case it). */
export const isUsername = (text: string) => usernameSchema.safeParse(text).success && !/\s/.test(text);
