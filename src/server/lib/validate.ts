// zod validation of request parts that fails with the API's error shape.
import { zValidator } from "@hono/zod-validator";
import type { ZodType } from "zod";
import { errorResponse } from "./errors";

type Target = "json" | "query" | "param" | "form";

export function valid<T extends ZodType, Where extends Target>(target: Where, schema: T) {
  return zValidator(target, schema, (result, c) => {
    if (!result.success) {
      const fields: Record<string, string> = {};
      for (const issue of result.error.issues) {
        const field = issue.path.join(".") || "_";
        fields[field] ??= issue.message;
      }
      return errorResponse(c, 400, "validation_failed", "Some fields are not valid.", { fields });
    }
    const field = nulBytePath(result.data);
    if (field !== null) {
      return errorResponse(c, 400, "validation_failed", "Some fields are not valid.", {
        fields: { [field || "_"]: "Text cannot contain NUL characters." },
      });
    }
  });
}

/**
 * Where a NUL character hides in validated input, or null. PostgreSQL's text cannot hold one, so
 * a title, a search or an id carrying it would fail its query instead of being refused here.
 */
function nulBytePath(value: unknown, path = ""): string | null {
  if (typeof value === "string") return value.includes("\u0000") ? path : null;
  if (typeof value !== "object" || value === null) return null;
  for (const [key, item] of Object.entries(value)) {
    const found = nulBytePath(item, path ? `${path}.${key}` : key);
    if (found !== null) return found;
  }
  return null;
}

export const validJson = <T extends ZodType>(schema: T) => valid("json", schema);
