import { characterEntities } from "character-entities";
import { characterEntitiesLegacy } from "character-entities-legacy";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { attributeCharRef } from "../../../src/core/lib/html-char-refs.js";
import { htmlparser2AttributeValue } from "../../support/htmlparser2-oracle.js";

/** An attribute value with every reference in it decoded by `decodeAt`. */
function decodeWith(
  value: string,
  decodeAt: (value: string, amp: number) => { text: string; end: number } | undefined,
) {
  let decoded = "";
  let index = 0;
  for (let amp = value.indexOf("&"); amp >= 0; amp = value.indexOf("&", index)) {
    const ref = decodeAt(value, amp);
    decoded += value.slice(index, amp) + (ref ? ref.text : "&");
    index = ref ? ref.end : amp + 1;
  }
  return decoded + value.slice(index);
}

const NAMES = Object.keys(characterEntities);
const entity = (name: string) => characterEntities[name] ?? "";
/** The identifiers of the standard's table: every name with its semicolon, the legacy ones without too. */
const IDENTIFIERS = [...NAMES.map((name) => `${name};`), ...characterEntitiesLegacy];

/**
 * The HTML standard's named character reference state in an attribute value, written
 * from its text: the longest identifier wins; one without its semicolon, followed by `=`
 * or a letter or digit, is kept as written.
 */
function standardNamedRef(value: string, amp: number): { text: string; end: number } | undefined {
  const rest = value.slice(amp + 1);
  const longest = IDENTIFIERS.filter((identifier) => rest.startsWith(identifier)).sort(
    (a, b) => b.length - a.length,
  )[0];
  if (longest === undefined) {
    return undefined;
  }
  const next = rest.charAt(longest.length);
  if (!longest.endsWith(";") && /[=0-9A-Za-z]/.test(next)) {
    return undefined;
  }
  return { text: entity(longest.replace(/;$/, "")), end: amp + 1 + longest.length };
}

const ours = (value: string) => decodeWith(value, attributeCharRef);
const isAsciiOrSpace = (text: string) => /[\0-\x7f\s]/u.test(text);
/** What may follow a name in a value: nothing, its semicolon, or characters that may or may not end it. */
const FOLLOWERS = ["", ";", " ", "-", "=", "x", "1", "/", "&", "#", ";;", "-x", " x"];

describe("named references in attribute values", () => {
  it("decode as the HTML standard says, for each of the 2,125 names and what may follow it", () => {
    const differences: string[] = [];
    for (const name of NAMES) {
      for (const follower of FOLLOWERS) {
        const value = `a&${name}${follower}b`;
        const standard = decodeWith(value, standardNamedRef);
        const keptAsWritten = ours(value) === value && follower.startsWith(";") && !isAsciiOrSpace(entity(name));
        if (ours(value) !== standard && !keptAsWritten) {
          differences.push(`${value}: ${JSON.stringify(ours(value))}, the standard ${JSON.stringify(standard)}`);
        }
      }
    }
    expect(differences).toEqual([]);
  });

  it("keep as written only names that stand for neither ASCII nor a space", () => {
    const kept = NAMES.filter((name) => attributeCharRef(`&${name};`, 0) === undefined);
    expect(kept.length).toBeGreaterThan(1_900);
    expect(kept.filter((name) => isAsciiOrSpace(entity(name)))).toEqual([]);
  });

  it("decode what can change a link's meaning: &colon;, &sol;, &Tab;, &nbsp, &amp", () => {
    expect(ours("javascript&colon;alert(1)")).toBe("javascript:alert(1)");
    expect(ours("https:&sol;&sol;x.org&Tab;/&nbsp/")).toBe("https://x.org\t/\u00A0/");
    expect(ours("?a=1&amp;b=2&copy=3&notin-&eacute;&hellip;")).toBe("?a=1&b=2&copy=3&notin-\u00E9&hellip;");
  });

  it("agree with htmlparser2 10 on every name with its semicolon that they decode", () => {
    const decoded = NAMES.filter((name) => attributeCharRef(`&${name};`, 0) !== undefined);
    expect(decoded.filter((name) => ours(`&${name};`) !== htmlparser2AttributeValue(`&${name};`))).toEqual([]);
  });

  it("keep as written, as the standard does, what htmlparser2 10 misread: &gtdot- and &kjcyb", () => {
    // Its decoder (entities 7) ends a longer name at a legacy one, and loses its way in `kjcyb`.
    expect(htmlparser2AttributeValue("&gtdot-&notin-&kjcyb")).toBe(">dot-\u00ACin-\u00C2");
    expect(ours("&gtdot-&notin-&kjcyb")).toBe("&gtdot-&notin-&kjcyb");
  });
});

describe("numeric references in attribute values", () => {
  it("decode as htmlparser2 decodes them, in decimal and hex, with or without a semicolon", () => {
    const reference = fc
      .tuple(
        fc.constantFrom("&#", "&#x", "&#X"),
        fc.oneof(
          fc.integer({ min: 0, max: 0x11_0000 }).map(String),
          fc.constantFrom("0", "128", "130", "159", "55296", "57343", "1114111", "1114112", "99999999999999999999"),
          fc.stringMatching(/^[0-9a-fA-F]{0,8}$/),
        ),
        fc.constantFrom("", ";", "g", " ", "Z", ";1"),
      )
      .map((parts) => parts.join(""));
    fc.assert(
      fc.property(reference, (value) => {
        expect(ours(value)).toBe(htmlparser2AttributeValue(value));
      }),
      { numRuns: 1_000 },
    );
  });

  it("replace NUL, surrogates, values past U+10FFFF and Windows-1252's C1 range as the standard does", () => {
    expect(ours("&#0;&#xD800;&#x110000;&#x80;&#x81;&#150;")).toBe("\uFFFD\uFFFD\uFFFD\u20AC\u0081\u2013");
  });
});
