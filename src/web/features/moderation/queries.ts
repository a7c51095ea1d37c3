// Reporting a post or a creator's profile to the platform's owners.
import { useMutation } from "@tanstack/react-query";
import type { ReportInput } from "../../../domain/moderation";
import { api } from "../../lib/api";

export const useReport = () =>
  useMutation({ mutationFn: (report: ReportInput) => api("POST /reports", { body: report }) });
