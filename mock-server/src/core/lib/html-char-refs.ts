/**
 * Character references in HTML attribute values, decoded as the HTML standard decodes
 * them, so a link is judged on what a browser follows: every numeric reference, and the
 * named references that can change what a link says. The whole table of 2,125 names
 * would cost a browser bundle some 13-22 KB gzipped; a description rule needs:
 * - every name whose text holds ASCII or a space (`&colon;`, `&sol;`, `&nbsp;`, `&Tab;`...):
 *   these alone can move a URL's scheme, host, port or spaces;
 * - the legacy names, which also stand without a semicolon (`&amp`, `&lt`, `&copy`...), so
 *   that a reference without one ends where the standard ends it.
 * Any other name stands for text that is neither ASCII nor a space, and is kept as written
 * (test/core/lib/html-char-refs.test.ts goes through all 2,125 names).
 */

/** The legacy names of U+00A0 to U+00FF, in code point order. */
const LATIN1 =
  "nbsp iexcl cent pound curren yen brvbar sect uml copy ordf laquo not shy reg macr deg plusmn sup2 sup3 acute " +
  "micro para middot cedil sup1 ordm raquo frac14 frac12 frac34 iquest Agrave Aacute Acirc Atilde Auml Aring AElig " +
  "Ccedil Egrave Eacute Ecirc Euml Igrave Iacute Icirc Iuml ETH Ntilde Ograve Oacute Ocirc Otilde Ouml times Oslash " +
  "Ugrave Uacute Ucirc Uuml Yacute THORN szlig agrave aacute acirc atilde auml aring aelig ccedil egrave eacute ecirc " +
  "euml igrave iacute icirc iuml eth ntilde ograve oacute ocirc otilde ouml divide oslash ugrave uacute ucirc uuml " +
  "yacute thorn yuml";

/** The other legacy names. */
const OTHER_LEGACY: Readonly<Record<string, string>> = {
  AMP: "&",
  amp: "&",
  GT: ">",
  gt: ">",
  LT: "<",
  lt: "<",
  QUOT: '"',
  quot: '"',
  COPY: "\u00A9",
  REG: "\u00AE",
};

/** Names (semicolon required) whose characters include ASCII or a space. */
const ASCII_OR_SPACE: Readonly<Record<string, string>> = {
  Tab: "\t",
  NewLine: "\n",
  excl: "!",
  num: "#",
  dollar: "$",
  percnt: "%",
  apos: "'",
  lpar: "(",
  rpar: ")",
  ast: "*",
  midast: "*",
  plus: "+",
  comma: ",",
  period: ".",
  sol: "/",
  colon: ":",
  semi: ";",
  equals: "=",
  quest: "?",
  commat: "@",
  lsqb: "[",
  lbrack: "[",
  bsol: "\\",
  rsqb: "]",
  rbrack: "]",
  Hat: "^",
  lowbar: "_",
  UnderBar: "_",
  grave: "`",
  DiacriticalGrave: "`",
  lcub: "{",
  lbrace: "{",
  verbar: "|",
  vert: "|",
  VerticalLine: "|",
  rcub: "}",
  rbrace: "}",
  fjlig: "fj",
  bne: "=\u20E5",
  nvgt: ">\u20D2",
  nvlt: "<\u20D2",
  NonBreakingSpace: "\u00A0",
  ensp: "\u2002",
  emsp: "\u2003",
  emsp13: "\u2004",
  emsp14: "\u2005",
  numsp: "\u2007",
  puncsp: "\u2008",
  thinsp: "\u2009",
  ThinSpace: "\u2009",
  hairsp: "\u200A",
  VeryThinSpace: "\u200A",
  MediumSpace: "\u205F",
  ThickSpace: "\u205F\u200A",
};

const LEGACY = new Map<string, string>([
  ...LATIN1.split(" ").map((name, index): [string, string] => [name, String.fromCharCode(0xa0 + index)]),
  ...Object.entries(OTHER_LEGACY),
]);

const NAMED = new Map<string, string>([...LEGACY, ...Object.entries(ASCII_OR_SPACE)]);

/** What numeric references to U+0080-U+009F stand for (Windows-1252); 0 where the code point stays. */
const C1_REPLACEMENTS = [
  0x20ac, 0, 0x201a, 0x0192, 0x201e, 0x2026, 0x2020, 0x2021, 0x02c6, 0x2030, 0x0160, 0x2039, 0x0152, 0, 0x017d, 0, 0,
  0x2018, 0x2019, 0x201c, 0x201d, 0x2022, 0x2013, 0x2014, 0x02dc, 0x2122, 0x0161, 0x203a, 0x0153, 0, 0x017e, 0x0178,
];

/** A decoded reference: its text, and the index just past it. */
export interface CharRef {
  text: string;
  end: number;
}

const isDigit = (c: number) => c >= 0x30 && c <= 0x39;
const isHexLetter = (c: number) => (c | 0x20) >= 0x61 && (c | 0x20) <= 0x66;
const isAsciiAlphanumeric = (c: number) => isDigit(c) || ((c | 0x20) >= 0x61 && (c | 0x20) <= 0x7a);

/** The character a numeric reference stands for: NUL, surrogates and values past U+10FFFF become U+FFFD. */
function numericCharacter(value: number): string {
  if (value === 0 || (value >= 0xd800 && value <= 0xdfff) || value > 0x10ffff) {
    return "\uFFFD";
  }
  const replacement = value >= 0x80 && value <= 0x9f ? (C1_REPLACEMENTS[value - 0x80] ?? 0) : 0;
  return String.fromCodePoint(replacement || value);
}

/** `&#...` at `start` (the `&`): decimal or hexadecimal, the semicolon optional. */
function numericReference(html: string, start: number): CharRef | undefined {
  let index = start + 2;
  const hex = (html.charCodeAt(index) | 0x20) === 0x78;
  if (hex) {
    index += 1;
  }
  const digitsStart = index;
  let value = 0;
  for (let c = html.charCodeAt(index); isDigit(c) || (hex && isHexLetter(c)); c = html.charCodeAt(++index)) {
    value = value * (hex ? 16 : 10) + (isDigit(c) ? c - 0x30 : (c | 0x20) - 0x57);
  }
  if (index === digitsStart) {
    return undefined;
  }
  return { text: numericCharacter(value), end: html.charCodeAt(index) === 0x3b ? index + 1 : index };
}

/**
 * `&name` at `start`: with a semicolon, a known name; without, a legacy name, unless `=`
 * or a letter or digit follows (the HTML standard keeps `&copy=` and `&notin` as written
 * in attributes).
 */
function namedReference(html: string, start: number): CharRef | undefined {
  let end = start + 1;
  while (isAsciiAlphanumeric(html.charCodeAt(end))) {
    end += 1;
  }
  const next = html.charCodeAt(end);
  const text = (next === 0x3b ? NAMED : LEGACY).get(html.slice(start + 1, end));
  if (text === undefined || next === 0x3d) {
    return undefined;
  }
  return { text, end: next === 0x3b ? end + 1 : end };
}

/** The reference that begins with the `&` at `start` of an attribute value, if it is one. */
export function attributeCharRef(html: string, start: number): CharRef | undefined {
  return html.charCodeAt(start + 1) === 0x23 ? numericReference(html, start) : namedReference(html, start);
}
