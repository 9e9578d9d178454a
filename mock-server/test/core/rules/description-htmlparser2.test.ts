// The description rule against the rule as it was with htmlparser2 10 (issue 22): the same
// violations, in the same order and words, on generated HTML. The control-character rule
// came later (issue 44) and reads no markup, so it is compared apart.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { parseDescription } from "../../../src/core/rules/description.js";
import { Violations } from "../../../src/core/rules/violations.js";
import { html, namedRefsAgree } from "../../support/html-arbitraries.js";
import { htmlparser2DescriptionViolations } from "../../support/htmlparser2-oracle.js";

function violations(description: string): Violations["list"] {
  const v = new Violations();
  parseDescription(description, "/description", v);
  return v.list;
}

describe("the description rule", () => {
  it("finds what it found with htmlparser2, on any HTML", () => {
    fc.assert(
      fc.property(html, (description) => {
        fc.pre(namedRefsAgree(description));
        const ours = violations(description);
        const control = ours.filter(({ code }) => code === "control_character");
        expect(control.length).toBe(/(?![\t\n\f\r])\p{Cc}/u.test(description) ? 1 : 0);
        expect(ours.filter(({ code }) => code !== "control_character")).toEqual(
          htmlparser2DescriptionViolations(description).list,
        );
      }),
      { numRuns: 3_000 },
    );
  });

  it("judges a link as a browser reads it, where htmlparser2 10 read `&gtdot` as `>dot`", () => {
    const description = '<a href="https://x.org&gtdot-y/">x</a>';
    expect(htmlparser2DescriptionViolations(description).list.map(({ code }) => code)).toEqual(["html_href"]);
    expect(violations(description)).toEqual([]);
  });
});
