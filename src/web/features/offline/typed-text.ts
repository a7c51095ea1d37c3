// Nothing typed is lost when the member reloads into a new release: the page's text fields are
// kept for this tab (sessionStorage) just before the reload and put back as the same fields
// appear again. Passwords and card details are never kept.
const STORAGE_KEY = "fc-typed-text";
const FIELDS = "textarea, input:not([type]), input[type=text], input[type=email], input[type=search], input[type=url]";
/** Fields can appear late (a page waiting for its data); after this, whatever is left is let go. */
const RESTORE_FOR_MS = 15_000;

interface TypedText {
  page: string;
  fields: Record<string, string>;
}

const currentPage = () => `${location.pathname}${location.search}`;
/**
 * How a field is found again after the reload: its name, else its label's words (React's generated
 * ids can differ from one load to the next), else its id.
 */
const fieldKey = (field: HTMLInputElement | HTMLTextAreaElement) =>
  field.name || field.labels?.[0]?.textContent?.trim() || field.id;
const isPrivate = (field: HTMLInputElement | HTMLTextAreaElement) =>
  /^cc-|password|one-time-code/.test(field.autocomplete) || field.name === "cardNumber";

export function keepTypedText() {
  const fields: Record<string, string> = {};
  for (const field of document.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(FIELDS)) {
    const key = fieldKey(field);
    if (key && field.value && !field.disabled && !isPrivate(field)) fields[key] = field.value;
  }
  if (Object.keys(fields).length > 0) {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify({ page: currentPage(), fields } satisfies TypedText));
  }
}

/** Writes a value the way typing does, so React's controlled fields take it. */
function type(field: HTMLInputElement | HTMLTextAreaElement, value: string) {
  const prototype = field instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  Object.getOwnPropertyDescriptor(prototype, "value")?.set?.call(field, value);
  field.dispatchEvent(new Event("input", { bubbles: true }));
}

export function restoreTypedText() {
  const stored = sessionStorage.getItem(STORAGE_KEY);
  sessionStorage.removeItem(STORAGE_KEY);
  if (!stored) return;
  const kept = JSON.parse(stored) as TypedText;
  if (kept.page !== currentPage()) return;
  const waiting = new Map(Object.entries(kept.fields));

  const fill = () => {
    for (const field of document.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(FIELDS)) {
      const value = waiting.get(fieldKey(field));
      if (value === undefined || field.value) continue;
      type(field, value);
      waiting.delete(fieldKey(field));
    }
    if (waiting.size === 0) stop();
  };
  const observer = new MutationObserver(fill);
  const timer = setTimeout(() => stop(), RESTORE_FOR_MS);
  const stop = () => {
    observer.disconnect();
    clearTimeout(timer);
  };
  observer.observe(document.body, { childList: true, subtree: true });
  fill();
}
