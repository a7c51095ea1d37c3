// A gift's redeem link carries `giftId.signature`: whoever holds the email's link may redeem it,
// and nobody can make one up. Signed rather than stored, so a retried email can write it again.
import { createHmac, timingSafeEqual } from "node:crypto";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export function giftTokens(secret: string) {
  const key = createHmac("sha256", secret).update("gift-redeem").digest();
  const signature = (giftId: string) => createHmac("sha256", key).update(giftId).digest("base64url");
  return {
    sign: (giftId: string) => `${giftId}.${signature(giftId)}`,
    /** The gift's id, or null when the token is not one we signed. */
    verify(token: string): string | null {
      const [giftId, given] = token.split(".");
      if (!giftId || !given || !UUID.test(giftId)) return null;
      const expected = Buffer.from(signature(giftId));
      const actual = Buffer.from(given);
      return expected.length === actual.length && timingSafeEqual(expected, actual) ? giftId : null;
    },
  };
}

export type GiftTokens = ReturnType<typeof giftTokens>;
