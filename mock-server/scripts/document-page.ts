/**
 * A markdown document of the toolkit (docs/behaviour.md, docs/dialect.md) as a page the
 * server can serve with no script and no style: headings become headings, the document's
 * own `<a id="...">` anchors stay anchors (the inspector links each reason to one), and
 * everything else is kept as preformatted text, escaped. No markdown renderer is needed
 * for a page that is read, not styled.
 */

const ANCHOR = /^<a id="([a-z0-9-]+)"><\/a>$/;
const HEADING = /^(#{1,3}) (.+)$/;

function escapeHtml(text: string): string {
  return text.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;").replaceAll('"', "&quot;");
}

/** The body of the page: one element per heading and anchor, one `<pre>` per run of other lines. */
export function documentBody(markdown: string): string {
  const out: string[] = [];
  let text: string[] = [];
  const flush = () => {
    while (text.length > 0 && text[text.length - 1] === "") {
      text.pop();
    }
    if (text.length > 0) {
      out.push(`<pre>${escapeHtml(text.join("\n"))}</pre>`);
    }
    text = [];
  };
  for (const line of markdown.split("\n")) {
    const anchor = ANCHOR.exec(line);
    const heading = HEADING.exec(line);
    if (anchor) {
      flush();
      out.push(`<a id="${anchor[1]}"></a>`);
    } else if (heading) {
      flush();
      const level = (heading[1] as string).length;
      out.push(`<h${level}>${escapeHtml(heading[2] as string)}</h${level}>`);
    } else if (text.length > 0 || line !== "") {
      text.push(line);
    }
  }
  flush();
  return `<main>\n${out.join("\n")}\n</main>`;
}
