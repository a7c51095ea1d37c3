// A tip's icon, a gift: on the tip button and in the creator's list of tips (their notification too).
import { PathIcon } from "../../ui/icon";

export function TipIcon({ className = "h-5 w-5" }: { className?: string }) {
  return (
    <PathIcon
      d="M20 12v10H4V12M2 7h20v5H2zM12 22V7M12 7H7.5a2.5 2.5 0 0 1 0-5C11 2 12 7 12 7ZM12 7h4.5a2.5 2.5 0 0 0 0-5C13 2 12 7 12 7Z"
      className={className}
    />
  );
}
