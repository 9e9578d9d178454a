/**
 * description: HTML, tokenized as htmlparser2 tokenizes it (lib/html-tokens.ts). Allowed tags: strong
 * b em i br p div ul ol li a. An `a` must have an http, https or mailto `href` and may
 * have `target`; no other attribute on any tag; no comments, scripts, doctypes or other
 * markup; no control character but HTML's whitespace. Each violation is reported on its
 * own; nothing is rewritten.
 */
import { DESCRIPTION_TAGS } from "@jobs-toolkit/spec";
import type { HtmlMarkup } from "../lib/html-scan.js";
import { scanHtml } from "../lib/html-tokens.js";
import { htmlControlCharacterIn, preview } from "../lib/text.js";
import type { RuleContext } from "./context.js";
import { isAbsoluteUrl } from "./routing.js";
import type { Violations } from "./violations.js";

const LINK_SCHEMES = ["http:", "https:", "mailto:"];

/**
 * The rule, as what it does with each piece of markup a tokenizer reports: every broken
 * rule is recorded in `v`. (The tests feed htmlparser2's events to the same handlers.)
 */
export function descriptionChecks(pointer: string, v: Violations, commentsTaken = false): HtmlMarkup {
  return {
    onopentag(name, attributes) {
      if (!DESCRIPTION_TAGS.has(name)) {
        v.add(pointer, "html_tag", `<${name}> is not allowed; use strong, b, em, i, br, p, div, ul, ol, li or a`, {
          tag: name,
        });
        return;
      }
      // for...in, not Object.keys: most tags have no attribute, and no array is made for them.
      for (const attribute in attributes) {
        if (name === "a" && (attribute === "href" || attribute === "target")) {
          continue;
        }
        const allowed =
          name === "a" ? "only href and target are allowed on <a>" : `no attribute is allowed on <${name}>`;
        v.add(pointer, "html_attribute", `${attribute} on <${name}>: ${allowed}`, { tag: name, attribute });
      }
      if (name !== "a") {
        return;
      }
      const href = attributes.href;
      if (href === undefined) {
        v.add(pointer, "html_href_missing", "<a> must have an href", { tag: name });
      } else if (!isAbsoluteUrl(href.trim(), LINK_SCHEMES)) {
        v.add(pointer, "html_href", `<a href> must be an http, https or mailto URL; got ${preview(href)}`, {
          tag: name,
          attribute: "href",
        });
      }
    },
    oncomment(text) {
      if (commentsTaken) {
        return;
      }
      v.add(pointer, "html_comment", `comments are not allowed; got <!--${preview(text).slice(1, -1)}-->`);
    },
    onprocessinginstruction(name) {
      v.add(pointer, "html_tag", `<${name.replace(/^\//, "")}...> is not allowed`);
    },
  };
}

/** The description text, or undefined after recording every broken rule. */
export function parseDescription(
  value: unknown,
  pointer: string,
  v: Violations,
  context?: Pick<RuleContext, "acceptance">,
): string | undefined {
  if (typeof value !== "string") {
    return v.wrongType(pointer, "a string of HTML", value);
  }
  const before = v.list.length;
  const control = htmlControlCharacterIn(value);
  if (control !== undefined) {
    v.add(
      pointer,
      "control_character",
      `must hold no control character but tab, line feed, form feed and carriage return; got ${control}`,
    );
  }
  // A deployment that keeps comments (dialect.acceptance.htmlComment) stores them as sent.
  scanHtml(value, descriptionChecks(pointer, v, context?.acceptance?.htmlComment === "kept"));
  return v.list.length === before ? value : undefined;
}
