/**
 * Job descriptions: HTML within the allowed tags, and HTML that breaks one tag rule.
 */
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

/** HTML breaking one rule of the published interface, by kind. */
export const BAD_HTML = {
  tag: [
    "<script>alert(1)</script>",
    "<span>x</span>",
    '<img src="https://example.org/a.png">',
    "<h1>Hi</h1>",
    "<table><tr><td>x</td></tr></table>",
  ],
  attribute: [
    '<p class="lead">x</p>',
    '<strong style="color:red">x</strong>',
    '<a href="https://example.org" onclick="steal()">x</a>',
    '<li id="a">x</li>',
  ],
  hrefMissing: ["<a>apply</a>", '<a target="_blank">apply</a>'],
  hrefScheme: ['<a href="javascript:alert(1)">x</a>', '<a href="ftp://example.org/x">x</a>'],
  comment: ["<p>x</p><!-- hidden -->"],
} as const;
