/**
 * Job descriptions: HTML within the allowed tags, and HTML that breaks one tag rule.
 */
import { DESCRIPTION_TAGS } from "@jobs-toolkit/spec";
import fc from "fast-check";

const WORDS = [
  "Join",
  "our",
  "team",
  "équipe",
  "nights",
  "weekends",
  "benefits",
  "&amp;",
  "100%",
  "café",
  "naïve",
  "—",
  "24/7",
];

const textArb = fc.array(fc.constantFrom(...WORDS), { minLength: 1, maxLength: 4 }).map((words) => words.join(" "));

const inlineArb: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: textArb },
  fc.tuple(fc.constantFrom("strong", "b", "em", "i"), textArb).map(([tag, text]) => `<${tag}>${text}</${tag}>`),
  fc
    .tuple(
      fc.constantFrom(
        "https://careers.example.org/apply",
        "http://example.org/x?a=1&amp;b=2",
        "mailto:jobs@example.org",
      ),
      textArb,
      fc.boolean(),
    )
    .map(([href, text, target]) => `<a href="${href}"${target ? ' target="_blank"' : ""}>${text}</a>`),
  fc.constant("<br>"),
);

const inlinesArb = fc.array(inlineArb, { minLength: 1, maxLength: 3 }).map((parts) => parts.join(" "));

const blockArb = fc.oneof(
  fc.tuple(fc.constantFrom("p", "div"), inlinesArb).map(([tag, inner]) => `<${tag}>${inner}</${tag}>`),
  fc
    .tuple(fc.constantFrom("ul", "ol"), fc.array(inlinesArb, { minLength: 1, maxLength: 3 }))
    .map(([tag, items]) => `<${tag}>${items.map((item) => `<li>${item}</li>`).join("")}</${tag}>`),
  inlinesArb,
);

/** A description that keeps every HTML rule. */
export const descriptionArb: fc.Arbitrary<string> = fc
  .array(blockArb, { minLength: 1, maxLength: 3 })
  .map((blocks) => blocks.join(""));

/**
 * Attribute names outside the allowlist: real HTML attributes of every kind (global,
 * link, form, event handlers, ARIA, data-) and made-up ones, so a target that refuses
 * only some well-known attributes (a denylist) lets one of them through.
 */
const STRAY_ATTRIBUTES = [
  "class",
  "title",
  "style",
  "lang",
  "onclick",
  "rel",
  "id",
  "dir",
  "data-track",
  "name",
  "hidden",
  "aria-label",
  "download",
  "role",
  "tabindex",
  "onmouseover",
  "hreflang",
  "translate",
  "referrerpolicy",
  "x-custom",
  "width",
  "ping",
  "accesskey",
  "type",
  "formaction",
  "spellcheck",
  "srcset",
  "zq",
];

/** One element `tag` carrying `attribute` (with a value, or bare), beside what the allowlist permits. */
function withStrayAttribute(tag: string, attribute: string, bare: boolean): string {
  const stray = bare ? ` ${attribute}` : ` ${attribute}="x"`;
  if (tag === "a") {
    return `<a href="https://example.org/apply"${stray}>apply</a>`;
  }
  if (tag === "br") {
    return `<br${stray}>`;
  }
  if (tag === "li") {
    return `<ul><li${stray}>x</li></ul>`;
  }
  return `<${tag}${stray}>x</${tag}>`;
}

/** Every stray attribute on every allowed tag, tags and attributes interleaved so neighbours differ in both. */
const STRAY_ATTRIBUTE_HTML = STRAY_ATTRIBUTES.flatMap((attribute, index) =>
  [...DESCRIPTION_TAGS].map((_, shift, tags) =>
    withStrayAttribute(tags[(index + shift) % tags.length] ?? "p", attribute, (index + shift) % 3 === 2),
  ),
);

/**
 * Every stray attribute on `a`, the one tag with attributes of its own (href, target): where
 * an allowlist is most often widened by mistake, so each is tried there in every run.
 */
export const STRAY_ATTRIBUTES_ON_A: readonly string[] = STRAY_ATTRIBUTES.map((attribute) =>
  withStrayAttribute("a", attribute, false),
);

/**
 * One stray attribute on each allowed tag but `a` ("On every other tag no attributes are
 * allowed"): every tag is tried in every run, each with another attribute.
 */
export const STRAY_ATTRIBUTE_ON_EACH_TAG: readonly string[] = [...DESCRIPTION_TAGS]
  .filter((tag) => tag !== "a")
  .map((tag, index) => withStrayAttribute(tag, STRAY_ATTRIBUTES[index % STRAY_ATTRIBUTES.length] ?? "class", false));

/** HTML breaking one rule of the published interface, by kind. */
export const BAD_HTML: Record<"tag" | "attribute" | "hrefMissing" | "hrefScheme" | "comment", readonly string[]> = {
  tag: [
    "<script>alert(1)</script>",
    "<span>x</span>",
    '<img src="https://example.org/a.png">',
    "<h1>Hi</h1>",
    "<table><tr><td>x</td></tr></table>",
  ],
  attribute: STRAY_ATTRIBUTE_HTML,
  hrefMissing: ["<a>apply</a>", '<a target="_blank">apply</a>'],
  hrefScheme: ['<a href="javascript:alert(1)">x</a>', '<a href="ftp://example.org/x">x</a>'],
  comment: ["<p>x</p><!-- hidden -->"],
};

/** How many of a kind's ways the examples of a run meet; the rest are drawn. */
export const BAD_HTML_EXAMPLES = 6;
