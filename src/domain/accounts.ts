// The schemas of the sign-up, sign-in and password forms, used by the forms and the routes.
// Messages are i18n keys so the web shows them in the user's language.
import { z } from "zod";
import { DEFAULT_LANGUAGE, languages } from "./languages";
import { genders, roles } from "./roles";

export const PASSWORD_MIN_LENGTH = 6;
export const PASSWORD_MAX_LENGTH = 128;

export const usernameSchema = z
  .string()
  .trim()
  .toLowerCase()
  .min(1, "validation.required")
  .regex(/^[a-z0-9_]{3,30}$/, "validation.usernameFormat");

const emailSchema = z.string().trim().min(1, "validation.emailRequired").pipe(z.email("validation.emailInvalid"));

const newPasswordSchema = z
  .string()
  .min(1, "validation.required")
  .min(PASSWORD_MIN_LENGTH, "validation.passwordTooShort")
  .max(PASSWORD_MAX_LENGTH, "validation.passwordTooLong");

/**
 * "Passwords do not match", checked as soon as both passwords are typed rather than only
 * once every other field is valid (zod's default for whole-object checks).
 */
const passwordsMatch = {
  path: ["confirmPassword"],
  message: "validation.passwordsDontMatch",
  when: (payload: { value: unknown }) => {
    const { password, confirmPassword } = (payload.value ?? {}) as Record<string, unknown>;
    return typeof password === "string" && typeof confirmPassword === "string" && confirmPassword !== "";
  },
};

export const registerSchema = z
  .object({
    username: usernameSchema,
    email: emailSchema,
    gender: z.enum(genders).default("prefer_not_to_say"),
    role: z.enum(roles, "validation.roleRequired"),
    password: newPasswordSchema,
    confirmPassword: z.string().min(1, "validation.required"),
    acceptTerms: z.literal(true, "validation.termsRequired"),
    // The page's language when signing up: the account's emails are written in it.
    language: z.enum(languages).default(DEFAULT_LANGUAGE),
  })
  .refine((form) => form.password === form.confirmPassword, passwordsMatch);
export type RegisterInput = z.input<typeof registerSchema>;

export const loginSchema = z.object({
  email: emailSchema,
  password: z.string().min(1, "validation.passwordRequired"),
  rememberMe: z.boolean().default(true),
});
export type LoginInput = z.input<typeof loginSchema>;

export const emailOnlySchema = z.object({ email: emailSchema });

export const confirmEmailSchema = z.object({ token: z.string().min(1).max(2048) });

export const resetPasswordSchema = z
  .object({
    token: z.string().min(1).max(2048),
    password: newPasswordSchema,
    confirmPassword: z.string().min(1, "validation.required"),
  })
  .refine((form) => form.password === form.confirmPassword, passwordsMatch);
