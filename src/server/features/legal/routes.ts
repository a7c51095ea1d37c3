// /api/legal/:document?lang=: the Terms of Service or the Privacy Policy for the /terms and
// /privacy pages, rendered from the operator's Markdown file.
import { Hono } from "hono";
import { z } from "zod";
import { languages } from "../../../domain/languages";
import type { AppEnv } from "../../context";
import { notFound } from "../../lib/errors";
import { valid } from "../../lib/validate";
import { isLegalDocument } from "../../../domain/legal";
import { readLegalPage } from "./documents";

const legalQuerySchema = z.object({ lang: z.enum(languages).optional() });

export const legalRoutes = new Hono<AppEnv>().get("/:document", valid("query", legalQuerySchema), async (c) => {
  const document = c.req.param("document");
  if (!isLegalDocument(document)) return notFound(c, "legal_document_not_found", "There is no such page.");
  const page = await readLegalPage(document, c.req.valid("query").lang ?? "en");
  if (!page) return notFound(c, "legal_document_not_found", "This page has not been written yet.");
  // The same for everyone; a replaced file shows within a minute.
  c.header("cache-control", "public, max-age=60");
  return c.json(page);
});
