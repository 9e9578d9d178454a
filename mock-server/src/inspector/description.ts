/**
 * A job description is HTML written by whoever posted the job: shown here rebuilt from an
 * allowlist, never inserted as markup. It is parsed into an inert document (DOMParser: no
 * script runs, no image loads, no handler fires), then only allowed elements are copied,
 * as new elements without a single attribute, and only text is copied as text. Anything
 * else (script, style, img, iframe, event handlers, links) is dropped or unwrapped.
 */
import { DESCRIPTION_TAGS } from "@jobs-toolkit/spec";

/** The tags a stored description can hold, less links: an `a` is unwrapped to its text, as no attribute is copied. */
const ALLOWED: ReadonlySet<string> = new Set([...DESCRIPTION_TAGS].filter((tag) => tag !== "a"));
/** Elements whose content is not text a reader should see. */
const DROPPED = new Set([
  "script",
  "style",
  "template",
  "noscript",
  "iframe",
  "object",
  "embed",
  "svg",
  "math",
  "head",
]);

function copy(from: Node, to: Node): void {
  for (const child of from.childNodes) {
    if (child.nodeType === Node.TEXT_NODE) {
      to.appendChild(document.createTextNode(child.textContent ?? ""));
      continue;
    }
    if (child.nodeType !== Node.ELEMENT_NODE) {
      continue;
    }
    const tag = (child as Element).localName;
    if (DROPPED.has(tag)) {
      continue;
    }
    if (ALLOWED.has(tag)) {
      const element = document.createElement(tag);
      copy(child, element);
      to.appendChild(element);
    } else {
      copy(child, to);
    }
  }
}

/** The description's text and plain structure, safe to insert into the page. */
export function renderDescription(html: string): DocumentFragment {
  const inert = new DOMParser().parseFromString(html, "text/html");
  const fragment = document.createDocumentFragment();
  copy(inert.body, fragment);
  return fragment;
}
