// What the two-factor feature offers other features: hooks, functions and types (never components).
export { fieldMessageKey, needsPasswordAgain, twoFactorErrorKey } from "./error-messages";
export { useVerifySignInCode } from "./queries";
export type { SignInCodeKind } from "./queries";
