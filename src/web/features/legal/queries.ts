import { useQuery } from "@tanstack/react-query";
import type { LegalDocument, LegalPage } from "../../../domain/legal";
import { get } from "../../lib/api";

export const legalKeys = {
  page: (document: LegalDocument, language: string) => ["legal", document, language] as const,
};

export function useLegalPage(document: LegalDocument, language: string) {
  return useQuery({
    queryKey: legalKeys.page(document, language),
    queryFn: () => get<LegalPage>(`/legal/${document}?lang=${encodeURIComponent(language)}`),
    staleTime: 5 * 60_000,
  });
}
