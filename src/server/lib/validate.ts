// zod validation of request parts that fails with the API's error shape.
import { zValidator } from "@hono/zod-validator";
import type { ZodType } from "zod";
import { errorResponse } from "./errors";

type Target = "json" | "query" | "param";

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
  });
}

export const validJson = <T extends ZodType>(schema: T) => valid("json", schema);
