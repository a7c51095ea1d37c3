// When a message was sent, short as spec 9 has it, with the full date on hover and for machines.
import { useTranslation } from "../../i18n";
import { formatFullMessageDate, formatMessageDate } from "./message-date";

export function MessageTime({ at, className }: { at: string; className?: string }) {
  const { i18n } = useTranslation();
  return (
    <time dateTime={at} title={formatFullMessageDate(at, i18n.language)} className={className}>
      {formatMessageDate(at, { locale: i18n.language })}
    </time>
  );
}
