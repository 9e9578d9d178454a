/**
 * The tokenizer's states inside a start tag (html-tokens.ts): its name, its attributes
 * and their values, whose character references are decoded (html-char-refs.ts).
 */
import { attributeCharRef } from "./html-char-refs.js";
import { Char, isEndOfTagSection, isWhitespace, type Scan, State } from "./html-scan.js";

/** The attributes of a start tag that has none (yet), shared by all of them. */
const NO_ATTRIBUTES: Readonly<Record<string, string>> = Object.freeze(Object.create(null));

export function inTagName(scan: Scan, c: number): void {
  if (isEndOfTagSection(c)) {
    scan.tagName = scan.html.slice(scan.sectionStart, scan.index).toLowerCase();
    // Most tags have no attribute: the object holding them is made at the first.
    scan.attributes = NO_ATTRIBUTES;
    scan.state = State.BeforeAttributeName;
    beforeAttributeName(scan, c);
  }
}

function endOpenTag(scan: Scan): void {
  if (scan.attributes) {
    scan.markup.onopentag(scan.tagName, scan.attributes);
    scan.attributes = undefined;
  }
}

export function beforeAttributeName(scan: Scan, c: number): void {
  if (c === Char.Gt) {
    endOpenTag(scan);
    scan.state = scan.special ? State.InSpecialTag : State.Text;
    scan.sequenceIndex = 0;
    scan.sectionStart = scan.index + 1;
  } else if (c === Char.Slash) {
    scan.state = State.InSelfClosingTag;
  } else if (!isWhitespace(c)) {
    scan.state = State.InAttributeName;
    scan.sectionStart = scan.index;
  }
}

export function inSelfClosingTag(scan: Scan, c: number): void {
  if (c === Char.Gt) {
    endOpenTag(scan);
    scan.state = State.Text;
    scan.sectionStart = scan.index + 1;
    scan.special = false;
  } else if (!isWhitespace(c)) {
    scan.state = State.BeforeAttributeName;
    beforeAttributeName(scan, c);
  }
}

export function inAttributeName(scan: Scan, c: number): void {
  if (c === Char.Equals || isEndOfTagSection(c)) {
    scan.attributeName = scan.html.slice(scan.sectionStart, scan.index).toLowerCase();
    scan.sectionStart = scan.index;
    scan.state = State.AfterAttributeName;
    afterAttributeName(scan, c);
  }
}

/** The first of several attributes with one name wins. */
function endAttribute(scan: Scan): void {
  if (scan.attributes === NO_ATTRIBUTES) {
    // No prototype: an attribute named __proto__ is an attribute like any other.
    scan.attributes = Object.create(null) as Record<string, string>;
  }
  if (scan.attributes && !Object.hasOwn(scan.attributes, scan.attributeName)) {
    scan.attributes[scan.attributeName] = scan.attributeValue;
  }
  scan.attributeValue = "";
}

export function afterAttributeName(scan: Scan, c: number): void {
  if (c === Char.Equals) {
    scan.state = State.BeforeAttributeValue;
  } else if (c === Char.Slash || c === Char.Gt) {
    endAttribute(scan);
    scan.state = State.BeforeAttributeName;
    beforeAttributeName(scan, c);
  } else if (!isWhitespace(c)) {
    endAttribute(scan);
    scan.state = State.InAttributeName;
    scan.sectionStart = scan.index;
  }
}

export function beforeAttributeValue(scan: Scan, c: number): void {
  if (c === Char.DoubleQuote || c === Char.SingleQuote) {
    scan.state = c === Char.DoubleQuote ? State.InAttributeValueDq : State.InAttributeValueSq;
    scan.sectionStart = scan.index + 1;
  } else if (!isWhitespace(c)) {
    scan.sectionStart = scan.index;
    scan.state = State.InAttributeValueNq;
    inUnquotedValue(scan, c);
  }
}

/** At an `&` in a value: a reference gives way to its text; anything else stays as written. */
function charRef(scan: Scan): void {
  const ref = attributeCharRef(scan.html, scan.index);
  if (ref) {
    scan.attributeValue += scan.html.slice(scan.sectionStart, scan.index) + ref.text;
    scan.sectionStart = ref.end;
    scan.index = ref.end - 1;
  }
}

function endValue(scan: Scan): void {
  scan.attributeValue += scan.html.slice(scan.sectionStart, scan.index);
  endAttribute(scan);
  scan.state = State.BeforeAttributeName;
}

function inQuotedValue(scan: Scan, c: number, quote: number): void {
  if (c === quote) {
    endValue(scan);
  } else if (c === Char.Ampersand) {
    charRef(scan);
  }
}

export const inDoubleQuotedValue = (scan: Scan, c: number) => inQuotedValue(scan, c, Char.DoubleQuote);
export const inSingleQuotedValue = (scan: Scan, c: number) => inQuotedValue(scan, c, Char.SingleQuote);

export function inUnquotedValue(scan: Scan, c: number): void {
  if (isWhitespace(c) || c === Char.Gt) {
    endValue(scan);
    beforeAttributeName(scan, c);
  } else if (c === Char.Ampersand) {
    charRef(scan);
  }
}
