import { useQuery } from "@tanstack/react-query";
import type { LegalDocument } from "../../../domain/legal";
import { api } from "../../lib/api";

export const legalKeys = {
  page: (document: LegalDocument, language: string) => ["legal", document, language] as const,
};

export function useLegalPage(document: LegalDocument, language: string) {
  return useQuery({
    queryKey: legalKeys.page(document, language),
    queryFn: () => api("GET /legal/:document", { params: { document }, query: { lang: language } }),
    staleTime: 5 * 60_000,
  });
}
