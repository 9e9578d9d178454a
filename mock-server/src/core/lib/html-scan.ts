/**
 * The shared pieces of the HTML tokenizer (html-tokens.ts): its states, named as in
 * htmlparser2's Tokenizer, what it holds while it scans, and the character tests.
 */

export const State = {
  Text: 0,
  BeforeTagName: 1,
  InTagName: 2,
  InSelfClosingTag: 3,
  BeforeClosingTagName: 4,
  InClosingTagName: 5,
  AfterClosingTagName: 6,
  BeforeAttributeName: 7,
  InAttributeName: 8,
  AfterAttributeName: 9,
  BeforeAttributeValue: 10,
  InAttributeValueDq: 11,
  InAttributeValueSq: 12,
  InAttributeValueNq: 13,
  BeforeDeclaration: 14,
  InDeclaration: 15,
  InProcessingInstruction: 16,
  BeforeComment: 17,
  CdataSequence: 18,
  InSpecialComment: 19,
  InCommentLike: 20,
  BeforeSpecialS: 21,
  BeforeSpecialT: 22,
  SpecialStartSequence: 23,
  InSpecialTag: 24,
} as const;
export type State = (typeof State)[keyof typeof State];

export interface HtmlMarkup {
  /** A start tag that reached its `>`: the name in lower case; per attribute name (lower case), its first value. */
  onopentag(name: string, attributes: Readonly<Record<string, string>>): void;
  oncomment(text: string): void;
  /** `!` or `?`, then the declaration's or instruction's first word in lower case. */
  onprocessinginstruction(name: string): void;
}

export interface Scan {
  readonly html: string;
  readonly markup: HtmlMarkup;
  state: State;
  index: number;
  sectionStart: number;
  /** The end searched for: `-->`, `]]>`, or `</script` and the like. */
  sequence: string;
  sequenceIndex: number;
  /** In the start tag of an element whose content is raw text (script, style, title, textarea, xmp). */
  special: boolean;
  tagName: string;
  attributes: Record<string, string> | undefined;
  attributeName: string;
  attributeValue: string;
}

export const Char = {
  Bang: 0x21,
  DoubleQuote: 0x22,
  Ampersand: 0x26,
  SingleQuote: 0x27,
  Dash: 0x2d,
  Slash: 0x2f,
  Lt: 0x3c,
  Equals: 0x3d,
  Gt: 0x3e,
  Question: 0x3f,
  OpenBracket: 0x5b,
} as const;

/** HTML's whitespace: space, line feed, tab, form feed, carriage return. */
export const isWhitespace = (c: number) => c === 0x20 || c === 0x0a || c === 0x09 || c === 0x0c || c === 0x0d;
export const isEndOfTagSection = (c: number) => c === Char.Slash || c === Char.Gt || isWhitespace(c);
export const isAsciiAlpha = (c: number) => (c | 0x20) >= 0x61 && (c | 0x20) <= 0x7a;
/** htmlparser2's case-insensitive match of a character against an ASCII one (`c | 0x20`, quirks included). */
export const foldsTo = (c: number, sequence: string, index: number) => (c | 0x20) === sequence.charCodeAt(index);

/** Moves to the next `c`, true if there is one; else to the last character. */
export function skipTo(scan: Scan, c: number): boolean {
  const found = scan.html.indexOf(String.fromCharCode(c), scan.index + 1);
  scan.index = found < 0 ? scan.html.length - 1 : found;
  return found >= 0;
}
