// How the other person in a conversation is shown: their name ('Unknown User' once the account
// is deleted) and their picture in the shape the Avatar takes.
import type { ImageUrls } from "../../../domain/images";
import type { Participant } from "../../../domain/messages";
import type { TFunction } from "../../i18n";

export const participantName = (t: TFunction, participant: Participant) =>
  participant.username === null ? t("messages.conversation.unknownUser") : participant.name || participant.username;

/** The API sends one picture URL; it serves every size the Avatar asks for. */
export const participantAvatar = (participant: Participant): ImageUrls | null =>
  participant.username !== null && participant.avatarUrl
    ? { sm: participant.avatarUrl, md: participant.avatarUrl, lg: participant.avatarUrl }
    : null;
