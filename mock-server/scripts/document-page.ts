/**
 * A markdown document of the toolkit (docs/behaviour.md, docs/dialect.md) rendered at
 * build time (marked) as a page the server serves with no script and no style: headings,
 * lists, tables and code as HTML. The document's own `<a id="...">` anchors, each on the
 * line above a heading, become that heading's id (the inspector links each reason to
 * one), links between the two documents point at the pages the server serves them as,
 * and a link to another file of the repository names that file instead.
 */
import { Marked, type Token, type Tokens } from "marked";

const ANCHOR = /^<a id="([a-z0-9-]+)"><\/a>$/;
/** The documents' links to each other (`dialect.md#knob`), as the server serves them (`dialect#knob`). */
const SIBLING = /^(?:\.\/)?(behaviour|dialect)\.md(#[a-z0-9-]*)?$/;

/** A link the page cannot follow: to another file of the repository, which the server does not serve. */
const REPOSITORY_FILE = /^(?![a-z][a-z0-9+.-]*:|#)/i;

const marked = new Marked({
  gfm: true,
  renderer: {
    // A repository file's name stays as text beside what links to it; every other link renders as marked does.
    link(href, _title, text) {
      const file = href.replace(/^(?:\.\.?\/)+/, "").replace(/#.*$/, "");
      return REPOSITORY_FILE.test(href) && !SIBLING.test(href)
        ? `${text} (<code>${file}</code> in the repository)`
        : false;
    },
  },
});

/** The id an anchor line gives, when a token is one. */
function anchorOf(token: Token | undefined): string | undefined {
  return token?.type === "paragraph" ? ANCHOR.exec(token.raw.trim())?.[1] : undefined;
}

/** The top-level tokens with each anchor line folded into the heading below it, as its id. */
function anchoredHeadings(tokens: Token[]): Token[] {
  const out: Token[] = [];
  for (let index = 0; index < tokens.length; index++) {
    const id = anchorOf(tokens[index]);
    const next = tokens[index + 1];
    if (id !== undefined && next?.type === "heading") {
      const { depth, text } = next as Tokens.Heading;
      const html = `<h${depth} id="${id}">${marked.parseInline(text)}</h${depth}>\n`;
      out.push({ type: "html", block: true, pre: false, raw: html, text: html });
      index += 1;
    } else {
      out.push(tokens[index] as Token);
    }
  }
  return out;
}

/** The body of the page: the document as HTML, in one `<main>`. */
export function documentBody(markdown: string): string {
  const tokens = marked.lexer(markdown);
  marked.walkTokens(tokens, (token) => {
    if (token.type === "link") {
      const sibling = SIBLING.exec(token.href);
      if (sibling) {
        token.href = `${sibling[1]}${sibling[2] ?? ""}`;
      }
    }
  });
  const html = marked.parser(Object.assign(anchoredHeadings(tokens), { links: tokens.links }));
  return `<main>\n${html}</main>`;
}
