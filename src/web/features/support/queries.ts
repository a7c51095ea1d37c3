// Server state of support: the address followers and creators write to.
import { useQuery } from "@tanstack/react-query";
import { api } from "../../lib/api";

export const supportKeys = {
  all: ["support"] as const,
  contact: () => [...supportKeys.all, "contact"] as const,
};

export const useSupportContact = () =>
  useQuery({
    queryKey: supportKeys.contact(),
    queryFn: () => api("GET /support"),
    // A setting of the server: it does not change while the page is open.
    staleTime: Infinity,
  });
