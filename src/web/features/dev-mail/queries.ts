// The development outbox: mail the app "sent" while no real mail server is configured.
import { useQuery } from "@tanstack/react-query";
import { api, type Answer } from "../../lib/api";

export type DevMailMessage = Answer<"GET /dev/mail">["messages"][number];

export const devMailKeys = {
  all: ["dev-mail"] as const,
  list: () => [...devMailKeys.all, "list"] as const,
};

/** Newest first. */
export const useDevMail = () =>
  useQuery({
    queryKey: devMailKeys.list(),
    queryFn: () => api("GET /dev/mail").then((result) => result.messages),
    staleTime: 0,
    refetchOnWindowFocus: true,
  });

/** The language a mail's HTML says it is written in (<html lang="...">), if it says one. */
export const mailLanguage = (message: DevMailMessage) => /<html lang="([\w-]+)"/.exec(message.html ?? "")?.[1];
