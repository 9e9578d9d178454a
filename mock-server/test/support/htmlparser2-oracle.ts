/**
 * htmlparser2 10, as the description rule used it before it had a tokenizer of its own
 * (issue 22): the oracle that the tokenizer and the rule are compared with.
 */
import { Parser } from "htmlparser2";
import { descriptionChecks } from "../../src/core/rules/description.js";
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

/** The description rule's violations with htmlparser2 as its tokenizer: the rule's own checks, htmlparser2's events. */
export function htmlparser2DescriptionViolations(html: string, pointer = "/description"): Violations {
  const v = new Violations();
  parse(html, descriptionChecks(pointer, v));
  return v;
}
