/**
 * htmlparser2 10, as the description rule used it before it had a tokenizer of its own
 * (issue 22): the oracle that the tokenizer and the rule are compared with.
 */
import { Parser } from "htmlparser2";
import { preview } from "../../src/core/lib/text.js";
import { isAbsoluteUrl } from "../../src/core/rules/routing.js";
import { Violations } from "../../src/core/rules/violations.js";

/** One piece of markup as a checker sees it. */
export type MarkupEvent =
  | { tag: string; attributes: Array<[string, string]> }
  | { comment: string }
  | { instruction: string };

interface Handlers {
  onopentag(name: string, attributes: Record<string, string>, isImplied: boolean): void;
  oncomment(text: string): void;
  onprocessinginstruction(name: string): void;
}

function parse(html: string, handlers: Handlers): void {
  const options = { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true, recognizeCDATA: false };
  new Parser(handlers, options).end(html);
}

/**
 * The markup htmlparser2 reports. Start tags that it implies (a `<p>` for a stray `</p>`, a
 * `<br>` for `</br>`) are left out: they carry no attribute and are allowed tags, so the
 * rule never had anything to say about them.
 */
export function htmlparser2Markup(html: string): MarkupEvent[] {
  const events: MarkupEvent[] = [];
  parse(html, {
    onopentag(name, attributes, isImplied) {
      if (!isImplied) {
        events.push({ tag: name, attributes: Object.entries(attributes) });
      }
    },
    oncomment: (text) => events.push({ comment: text }),
    onprocessinginstruction: (name) => events.push({ instruction: name }),
  });
  return events;
}

/** An attribute value as htmlparser2 decodes it. */
export function htmlparser2AttributeValue(value: string): string | undefined {
  const quote = value.includes('"') ? "'" : '"';
  const [event] = htmlparser2Markup(`<a title=${quote}${value}${quote}>`);
  return event && "tag" in event ? event.attributes[0]?.[1] : undefined;
}

const ALLOWED_TAGS: ReadonlySet<string> = new Set(["strong", "b", "em", "i", "br", "p", "div", "ul", "ol", "li", "a"]);
const LINK_SCHEMES = ["http:", "https:", "mailto:"];

/** The description rule's violations as it found them with htmlparser2, verbatim. */
export function htmlparser2DescriptionViolations(html: string, pointer = "/description"): Violations {
  const v = new Violations();
  let attributes: Record<string, string> = {};
  parse(html, {
    onopentag(name, attribs) {
      attributes = attribs;
      if (!ALLOWED_TAGS.has(name)) {
        v.add(pointer, "html_tag", `<${name}> is not allowed; use strong, b, em, i, br, p, div, ul, ol, li or a`);
        return;
      }
      for (const attribute of Object.keys(attributes)) {
        if (name === "a" && (attribute === "href" || attribute === "target")) {
          continue;
        }
        const allowed =
          name === "a" ? "only href and target are allowed on <a>" : `no attribute is allowed on <${name}>`;
        v.add(pointer, "html_attribute", `${attribute} on <${name}>: ${allowed}`);
      }
      if (name !== "a") {
        return;
      }
      const href = attributes.href;
      if (href === undefined) {
        v.add(pointer, "html_href_missing", "<a> must have an href");
      } else if (!isAbsoluteUrl(href.trim(), LINK_SCHEMES)) {
        v.add(pointer, "html_href", `<a href> must be an http, https or mailto URL; got ${preview(href)}`);
      }
    },
    oncomment(text) {
      v.add(pointer, "html_comment", `comments are not allowed; got <!--${preview(text).slice(1, -1)}-->`);
    },
    onprocessinginstruction(name) {
      v.add(pointer, "html_tag", `<${name.replace(/^\//, "")}...> is not allowed`);
    },
  });
  return v;
}
