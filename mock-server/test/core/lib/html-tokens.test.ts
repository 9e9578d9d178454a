import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { scanHtml } from "../../../src/core/lib/html-tokens.js";
import { html, namedRefsAgree } from "../../support/html-arbitraries.js";
import { htmlparser2Markup, type MarkupEvent } from "../../support/htmlparser2-oracle.js";

function markup(text: string): MarkupEvent[] {
  const events: MarkupEvent[] = [];
  scanHtml(text, {
    onopentag: (name, attributes) => events.push({ tag: name, attributes: Object.entries(attributes) }),
    oncomment: (comment) => events.push({ comment }),
    onprocessinginstruction: (instruction) => events.push({ instruction }),
  });
  return events;
}

describe("the HTML tokenizer", () => {
  it("reports the markup htmlparser2 reports, on any HTML", () => {
    fc.assert(
      fc.property(html, (text) => {
        fc.pre(namedRefsAgree(text));
        expect(markup(text)).toEqual(htmlparser2Markup(text));
      }),
      { numRuns: 3_000 },
    );
  });

  it.each([
    ["tags, attributes and values in every quoting", `<P CLASS=x id='y' a="1" A=2 checked/><br>`],
    ["the first of two attributes with one name", '<a href="https://a.org" HREF="https://b.org">'],
    ["tags inside raw text as text", "<script><span></script ><style>a<b</style><title>&lt;i></title><xmp><i></xmp>"],
    ["a look-alike of a raw-text element as an ordinary tag", "<scriptx><i></i><tmp><i></tmp><i>"],
    ["comments, short and long, and CDATA as a comment", "<!----><!-->x<!--->y<!-- a -- b --->z<![CDATA[c]]>"],
    ["declarations and processing instructions by their first word", "<!DOCTYPE html><?XML version?><!x/y>"],
    ["a stray end tag without a letter as a comment", "</3 x>"],
    ["an unclosed comment to the end, but nothing for one that is empty", "<!--open"],
    ["references decoded in values only", '<a title="&lt;&#x41;&amp" data-x=&not>&lt;b&gt;</a>'],
  ])("reports %s, as htmlparser2 does", (_, text) => {
    expect(markup(text)).toEqual(htmlparser2Markup(text));
    expect(markup(text).length).toBeGreaterThan(0);
  });

  it("reports nothing for text, end tags or an unclosed tag, as htmlparser2 does", () => {
    const text = "a < b </p> </ br> <i class=x";
    expect(markup(text)).toEqual([]);
    expect(htmlparser2Markup(text)).toEqual([]);
  });

  it("reports nothing for a comment opened at the very end, as htmlparser2 does", () => {
    expect(markup("<p>x</p><!--")).toEqual([{ tag: "p", attributes: [] }]);
    expect(htmlparser2Markup("<p>x</p><!--")).toEqual([{ tag: "p", attributes: [] }]);
  });
});
