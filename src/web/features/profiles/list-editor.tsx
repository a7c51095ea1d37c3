// An editable list of short texts (certifications, hobbies, achievements): Enter or Add appends a
// trimmed, non-empty item; each item has its own remove button.
import { useId, useState, type KeyboardEvent } from "react";
import { useTranslation } from "../../i18n";
import { MAX_LIST_ITEMS } from "../../../domain/profile-settings";
import { Button } from "../../ui/button";

interface ListEditorProps {
  label: string;
  description?: string;
  placeholder?: string;
  items: string[];
  onChange(items: string[]): void;
  error?: string;
  /** Fewer than the usual MAX_LIST_ITEMS, for a shorter list. */
  maxItems?: number;
}

export function ListEditor({
  label,
  description,
  placeholder,
  items,
  onChange,
  error,
  maxItems = MAX_LIST_ITEMS,
}: ListEditorProps) {
  const { t } = useTranslation();
  const id = useId();
  const [text, setText] = useState("");
  const isFull = items.length >= maxItems;

  function add() {
    const item = text.trim();
    if (!item || isFull) return;
    onChange([...items, item]);
    setText("");
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key !== "Enter") return;
    // Enter adds to the list instead of submitting the whole form.
    event.preventDefault();
    add();
  }

  return (
    <div className="space-y-2">
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      {description && (
        <p id={`${id}-description`} className="text-xs text-slate-500">
          {description}
        </p>
      )}
      {items.length > 0 ? (
        <ul aria-label={label} className="flex flex-wrap gap-2">
          {items.map((item, index) => (
            <li
              key={`${index}-${item}`}
              className="flex max-w-full items-center gap-1 rounded-full bg-brand-50 py-1 pr-1 pl-3 text-sm text-brand-900 ring-1 ring-brand-200"
            >
              <span className="min-w-0 break-words">{item}</span>
              <button
                type="button"
                onClick={() => onChange(items.filter((_, at) => at !== index))}
                aria-label={t("profiles.lists.remove", { item })}
                className="flex h-6 w-6 shrink-0 items-center justify-center rounded-full text-brand-700 hover:bg-brand-100 focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none"
              >
                <svg aria-hidden="true" viewBox="0 0 20 20" fill="currentColor" className="h-3.5 w-3.5">
                  <path d="M5.3 5.3a1 1 0 0 1 1.4 0L10 8.6l3.3-3.3a1 1 0 1 1 1.4 1.4L11.4 10l3.3 3.3a1 1 0 0 1-1.4 1.4L10 11.4l-3.3 3.3a1 1 0 0 1-1.4-1.4L8.6 10 5.3 6.7a1 1 0 0 1 0-1.4Z" />
                </svg>
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-slate-500 italic">{t("profiles.lists.empty")}</p>
      )}
      <div className="flex gap-2">
        <input
          id={id}
          value={text}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={onKeyDown}
          maxLength={200}
          disabled={isFull}
          placeholder={placeholder}
          aria-invalid={error ? true : undefined}
          aria-describedby={[description && `${id}-description`, `${id}-help`, error && `${id}-error`]
            .filter(Boolean)
            .join(" ")}
          className="block w-full min-w-0 rounded-lg border border-slate-300 bg-white px-3 py-2 text-slate-900 shadow-sm placeholder:text-slate-400 focus:border-brand-500 focus:ring-2 focus:ring-brand-200 focus:outline-none"
        />
        <Button
          variant="secondary"
          onClick={add}
          disabled={!text.trim() || isFull}
          aria-label={t("profiles.lists.addTo", { list: label })}
        >
          {t("profiles.lists.add")}
        </Button>
      </div>
      <p id={`${id}-help`} className="text-xs text-slate-500">
        {isFull ? t("profiles.lists.full", { max: maxItems }) : t("profiles.lists.enterHint")}
      </p>
      {error && (
        <p id={`${id}-error`} className="text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
