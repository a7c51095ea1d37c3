// A report's or an action's moment, in the owner's language, to the minute.
export const formatModerationDate = (iso: string, language: string) =>
  new Intl.DateTimeFormat(language, { dateStyle: "medium", timeStyle: "short" }).format(new Date(iso));
