/**
 * The description HTML rules of the interface document: a short list of tags, no
 * attributes except href (required) and target on `a`.
 */
import type { Behaviour } from "./behaviour.js";

const TAG = /<\s*(\/?)\s*([a-zA-Z][a-zA-Z0-9]*)([^>]*)>/g;
const ATTRIBUTE = /([^\s=/]+)(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'>]+))?/g;

/** Why a description breaks the rules, or undefined when it keeps them. */
export function descriptionProblem(html: string, rules: Behaviour): string | undefined {
  if (/<\s*[!?]/.test(html)) {
    return "comments, doctypes and processing instructions are not allowed";
  }
  for (const [, closing, rawName, rawAttributes] of html.matchAll(TAG)) {
    if (rawName === undefined || rawAttributes === undefined) {
      throw new Error("TAG always captures a tag name and its attributes");
    }
    const name = rawName.toLowerCase();
    if (!rules.allowedTags.includes(name)) {
      return `the tag <${name}> is not allowed`;
    }
    const names = [...rawAttributes.replace(/\/\s*$/, "").matchAll(ATTRIBUTE)].map(([, attribute]) => {
      if (attribute === undefined) {
        throw new Error("ATTRIBUTE always captures an attribute name");
      }
      return attribute.toLowerCase();
    });
    if (closing) {
      if (names.length > 0) {
        return `the closing tag </${name}> carries attributes`;
      }
      continue;
    }
    if (name !== "a") {
      if (names.length > 0 && !rules.attributeTags.includes(name)) {
        return `<${name}> may carry no attribute`;
      }
      continue;
    }
    if (rules.anchorNeedsHref && !names.includes("href")) {
      return "<a> needs an href";
    }
    const stray = names.find((attribute) => !rules.anchorAttributes.includes(attribute));
    if (stray) {
      return `<a> may not carry ${stray}`;
    }
  }
  return undefined;
}
