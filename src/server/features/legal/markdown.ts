// The small Markdown the legal pages are written in, turned into HTML that can hold nothing the
// operator's file did not mean as text: every character of the source is escaped first, and the
// only tags in the result are the ones made here (headings, paragraphs, lists, emphasis, code and
// links to web, mail or in-site addresses). Raw HTML in the file shows as text.

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[char]!);

/** Links may go to the web, to a mail address or within the site; anything else stays text. */
const SAFE_HREF = /^(?:https?:\/\/|mailto:|\/(?!\/)|#)/i;

/** Inline marks on already-escaped text. */
function inline(escaped: string): string {
  const codes: string[] = [];
  // Code spans first, kept aside so their content gets no other marks. "&#0;" cannot occur in
  // escaped text (every "&" there starts &amp; &lt; &gt; &quot; or &#39;), so it marks them safely.
  let text = escaped.replace(/`([^`]+)`/g, (_, code: string) => `&#0;${codes.push(`<code>${code}</code>`) - 1}&#0;`);
  text = text.replace(/\[([^\]]+)\]\(([^)\s]+)\)/g, (whole, label: string, href: string) => {
    // The href is escaped text: &amp; is what a browser reads back as &.
    const raw = href.replace(/&amp;/g, "&");
    return SAFE_HREF.test(raw) ? `<a href="${href}">${label}</a>` : whole;
  });
  text = text.replace(/\*\*(.+?)\*\*/g, "<strong>$1</strong>");
  text = text.replace(/(^|[^*\w])\*(?!\s)(.+?)\*(?!\w)/g, "$1<em>$2</em>");
  return text.replace(/&#0;(\d+)&#0;/g, (_, index: string) => codes[Number(index)]!);
}

export interface RenderedMarkdown {
  /** The text of the first level-1 heading (the page's title), or "" without one. */
  title: string;
  html: string;
}

type Block = { kind: "p"; lines: string[] } | { kind: "ul" | "ol"; items: string[] };

export function renderMarkdown(source: string): RenderedMarkdown {
  const out: string[] = [];
  let title = "";
  let block = null as Block | null;
  const flush = () => {
    if (!block) return;
    if (block.kind === "p") out.push(`<p>${inline(escapeHtml(block.lines.join(" ")))}</p>`);
    else
      out.push(
        `<${block.kind}>${block.items.map((item) => `<li>${inline(escapeHtml(item))}</li>`).join("")}</${block.kind}>`,
      );
    block = null;
  };

  for (const rawLine of source.replace(/\r\n?/g, "\n").split("\n")) {
    const line = rawLine.trim();
    const heading = /^(#{1,6})\s+(.*?)\s*#*$/.exec(line);
    const bullet = /^[-*+]\s+(.*)$/.exec(line);
    const numbered = /^\d{1,9}[.)]\s+(.*)$/.exec(line);
    if (line === "") {
      flush();
    } else if (heading) {
      flush();
      const level = heading[1]!.length;
      const text = heading[2]!;
      if (level === 1 && !title) title = text;
      out.push(`<h${level}>${inline(escapeHtml(text))}</h${level}>`);
    } else if (bullet || numbered) {
      const kind = bullet ? "ul" : "ol";
      const current: Block | null = block;
      if (current?.kind !== kind) flush();
      if (block === null) block = { kind, items: [] };
      (block as { items: string[] }).items.push((bullet ?? numbered)![1]!);
    } else if (block && block.kind !== "p" && /^\s{2,}/.test(rawLine)) {
      // An indented line continues the list item above it.
      const items = block.items;
      items[items.length - 1] += ` ${line}`;
    } else {
      if (block?.kind !== "p") flush();
      block ??= { kind: "p", lines: [] };
      (block as { lines: string[] }).lines.push(line);
    }
  }
  flush();
  return { title, html: out.join("\n") };
}
