// Plain mail text with its web addresses turned into links.
const URL_PATTERN = /(https?:\/\/[^\s<>"')]+)/g;

export function LinkedText({ text }: { text: string }) {
  const parts = text.split(URL_PATTERN);
  return (
    <p className="text-sm leading-relaxed break-words whitespace-pre-wrap text-slate-800">
      {parts.map((part, index) =>
        // split() with a capturing group puts the matches at odd indexes.
        index % 2 === 1 ? (
          <a key={index} href={part} className="font-medium break-all text-brand-700 underline hover:text-brand-600">
            {part}
          </a>
        ) : (
          part
        ),
      )}
    </p>
  );
}
