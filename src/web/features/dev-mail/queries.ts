// The development outbox: mail the app "sent" while no real mail server is configured.
import { useQuery } from "@tanstack/react-query";
import { get } from "../../lib/api";

export interface DevMailMessage {
  id: string;
  to: string;
  subject: string;
  text: string;
  html?: string;
  createdAt: string;
}

export const devMailKeys = {
  all: ["dev-mail"] as const,
  list: () => [...devMailKeys.all, "list"] as const,
};

/** Newest first. */
export const useDevMail = () =>
  useQuery({
    queryKey: devMailKeys.list(),
    queryFn: () => get<{ messages: DevMailMessage[] }>("/dev/mail").then((result) => result.messages),
    staleTime: 0,
    refetchOnWindowFocus: true,
  });

/** The language a mail's HTML says it is written in (<html lang="...">), if it says one. */
export const mailLanguage = (message: DevMailMessage) => /<html lang="([\w-]+)"/.exec(message.html ?? "")?.[1];
