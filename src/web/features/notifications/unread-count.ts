// An unread count as a badge shows it: the number, or "99+" above 99 (the server stops counting at 100).
const MAX_SHOWN = 99;

export const formatUnreadCount = (count: number, locale: string) =>
  count > MAX_SHOWN
    ? `${new Intl.NumberFormat(locale).format(MAX_SHOWN)}+`
    : new Intl.NumberFormat(locale).format(count);
