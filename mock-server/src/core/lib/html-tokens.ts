/**
 * The markup in a piece of HTML, for checking it: each start tag with its attributes,
 * each comment, each `<!...>` declaration and `<?...>` processing instruction. Text and
 * end tags are passed over.
 *
 * The states are those of htmlparser2's Tokenizer (MIT licence, Felix Böhm) in HTML mode,
 * one function per state, so markup is split exactly where htmlparser2 splits it, down to
 * its handling of raw-text elements and broken markup; test/core/lib/html-tokens.test.ts
 * holds the two side by side. htmlparser2 itself brings the whole HTML entity table into
 * a browser bundle; here character references are decoded only in attribute values, and
 * only those that can change what a link says (html-char-refs.ts).
 */
import {
  Char,
  foldsTo,
  type HtmlMarkup,
  isAsciiAlpha,
  isEndOfTagSection,
  isWhitespace,
  type Scan,
  State,
  skipTo,
} from "./html-scan.js";
import {
  afterAttributeName,
  beforeAttributeName,
  beforeAttributeValue,
  inAttributeName,
  inDoubleQuotedValue,
  inSelfClosingTag,
  inSingleQuotedValue,
  inTagName,
  inUnquotedValue,
} from "./html-tags.js";

const CDATA_START = "CDATA[";
const CDATA_END = "]]>";
const COMMENT_END = "-->";
const TITLE_END = "</title";
/** Raw-text elements by the letter after their first, as htmlparser2 finds them. */
const RAW_TEXT_AFTER_S: Readonly<Record<string, string>> = { c: "</script", t: "</style" };
const RAW_TEXT_AFTER_T_OR_X: Readonly<Record<string, string>> = { i: TITLE_END, e: "</textarea", m: "</xmp" };

function instructionName(value: string): string {
  const end = value.search(/\s|\//);
  return (end < 0 ? value : value.slice(0, end)).toLowerCase();
}

/**
 * Text needs no decoding (a character reference never holds a `<`), so it is skipped to
 * the next `<` in one search rather than visited a character at a time: most of a
 * description is text.
 */
function text(scan: Scan, c: number): void {
  if (c === Char.Lt || skipTo(scan, Char.Lt)) {
    scan.state = State.BeforeTagName;
    scan.sectionStart = scan.index;
  }
}

function beforeTagName(scan: Scan, c: number): void {
  if (c === Char.Bang || c === Char.Question) {
    scan.state = c === Char.Bang ? State.BeforeDeclaration : State.InProcessingInstruction;
    scan.sectionStart = scan.index + 1;
  } else if (isAsciiAlpha(c)) {
    const lower = c | 0x20;
    scan.sectionStart = scan.index;
    scan.state =
      lower === 0x73 ? State.BeforeSpecialS : lower === 0x74 || lower === 0x78 ? State.BeforeSpecialT : State.InTagName;
  } else if (c === Char.Slash) {
    scan.state = State.BeforeClosingTagName;
  } else {
    scan.state = State.Text;
    text(scan, c);
  }
}

function beforeClosingTagName(scan: Scan, c: number): void {
  if (c === Char.Gt) {
    scan.state = State.Text;
  } else if (!isWhitespace(c)) {
    scan.state = isAsciiAlpha(c) ? State.InClosingTagName : State.InSpecialComment;
    scan.sectionStart = scan.index;
  }
}

/** An end tag reports nothing: the `<p>` or `<br>` htmlparser2 implies for a stray `</p>` or `</br>` has no attribute. */
function inClosingTagName(scan: Scan, c: number): void {
  if (c === Char.Gt || isWhitespace(c)) {
    scan.state = State.AfterClosingTagName;
    afterClosingTagName(scan, c);
  }
}

function afterClosingTagName(scan: Scan, c: number): void {
  if (c === Char.Gt || skipTo(scan, Char.Gt)) {
    scan.state = State.Text;
    scan.sectionStart = scan.index + 1;
  }
}

function beforeDeclaration(scan: Scan, c: number): void {
  scan.sequenceIndex = 0;
  scan.state =
    c === Char.OpenBracket ? State.CdataSequence : c === Char.Dash ? State.BeforeComment : State.InDeclaration;
}

function cdataSequence(scan: Scan, c: number): void {
  if (c !== CDATA_START.charCodeAt(scan.sequenceIndex)) {
    scan.state = State.InDeclaration;
    inDeclaration(scan, c);
  } else if (++scan.sequenceIndex === CDATA_START.length) {
    startCommentLike(scan, CDATA_END, 0);
  }
}

/** `<!...>` (prefix `!`) or `<?...>` (prefix `?`) up to the next `>`. */
function inInstruction(scan: Scan, c: number, prefix: string): void {
  if (c === Char.Gt || skipTo(scan, Char.Gt)) {
    scan.markup.onprocessinginstruction(prefix + instructionName(scan.html.slice(scan.sectionStart, scan.index)));
    scan.state = State.Text;
    scan.sectionStart = scan.index + 1;
  }
}

const inDeclaration = (scan: Scan, c: number) => inInstruction(scan, c, "!");
const inProcessingInstruction = (scan: Scan, c: number) => inInstruction(scan, c, "?");

function beforeComment(scan: Scan, c: number): void {
  scan.state = State.InDeclaration;
  if (c === Char.Dash) {
    // `<!-->` and `<!--->` are whole, empty comments.
    startCommentLike(scan, COMMENT_END, 2);
  }
}

/** `</` then neither a letter nor `>`: a comment up to the next `>`. */
function inSpecialComment(scan: Scan, c: number): void {
  if (c === Char.Gt || skipTo(scan, Char.Gt)) {
    scan.markup.oncomment(scan.html.slice(scan.sectionStart, scan.index));
    scan.state = State.Text;
    scan.sectionStart = scan.index + 1;
  }
}

function startCommentLike(scan: Scan, end: string, matched: number): void {
  scan.state = State.InCommentLike;
  scan.sequence = end;
  scan.sequenceIndex = matched;
  scan.sectionStart = scan.index + 1;
}

/** A comment's or CDATA section's text; htmlparser2 reports CDATA in HTML as a comment. */
function emitCommentLike(scan: Scan, end: number): void {
  const body = scan.html.slice(scan.sectionStart, end);
  scan.markup.oncomment(scan.sequence === CDATA_END ? `[CDATA[${body}]]` : body);
}

function inCommentLike(scan: Scan, c: number): void {
  if (c === scan.sequence.charCodeAt(scan.sequenceIndex)) {
    if (++scan.sequenceIndex === scan.sequence.length) {
      emitCommentLike(scan, scan.index - 2);
      scan.sequenceIndex = 0;
      scan.sectionStart = scan.index + 1;
      scan.state = State.Text;
    }
  } else if (scan.sequenceIndex === 0) {
    if (skipTo(scan, scan.sequence.charCodeAt(0))) {
      scan.sequenceIndex = 1;
    }
  } else if (c !== scan.sequence.charCodeAt(scan.sequenceIndex - 1)) {
    // A longer end such as `--->` still ends it.
    scan.sequenceIndex = 0;
  }
}

function beforeSpecial(scan: Scan, c: number, end: string | undefined): void {
  if (end === undefined) {
    scan.state = State.InTagName;
    inTagName(scan, c);
    return;
  }
  scan.special = true;
  scan.sequence = end;
  scan.sequenceIndex = 4;
  scan.state = State.SpecialStartSequence;
}

const beforeSpecialS = (scan: Scan, c: number) =>
  beforeSpecial(scan, c, RAW_TEXT_AFTER_S[String.fromCharCode(c | 0x20)]);
const beforeSpecialT = (scan: Scan, c: number) =>
  beforeSpecial(scan, c, RAW_TEXT_AFTER_T_OR_X[String.fromCharCode(c | 0x20)]);

/** The rest of a raw-text element's name; any other name is an ordinary tag. */
function specialStartSequence(scan: Scan, c: number): void {
  const complete = scan.sequenceIndex === scan.sequence.length;
  if (complete ? !isEndOfTagSection(c) : !foldsTo(c, scan.sequence, scan.sequenceIndex)) {
    scan.special = false;
  } else if (!complete) {
    scan.sequenceIndex += 1;
    return;
  }
  scan.sequenceIndex = 0;
  scan.state = State.InTagName;
  inTagName(scan, c);
}

/** Raw text, up to the element's own end tag. */
function inSpecialTag(scan: Scan, c: number): void {
  if (scan.sequenceIndex === scan.sequence.length) {
    if (c === Char.Gt || isWhitespace(c)) {
      scan.special = false;
      scan.state = State.AfterClosingTagName;
      afterClosingTagName(scan, c);
      return;
    }
    scan.sequenceIndex = 0;
  }
  if (foldsTo(c, scan.sequence, scan.sequenceIndex)) {
    scan.sequenceIndex += 1;
  } else if (scan.sequenceIndex === 0) {
    // htmlparser2 decodes references in a title rather than skip ahead; they never hold a `<`.
    if (scan.sequence !== TITLE_END && skipTo(scan, Char.Lt)) {
      scan.sequenceIndex = 1;
    }
  } else {
    scan.sequenceIndex = Number(c === Char.Lt);
  }
}

const STATES: Readonly<Record<State, (scan: Scan, c: number) => void>> = {
  [State.Text]: text,
  [State.BeforeTagName]: beforeTagName,
  [State.InTagName]: inTagName,
  [State.InSelfClosingTag]: inSelfClosingTag,
  [State.BeforeClosingTagName]: beforeClosingTagName,
  [State.InClosingTagName]: inClosingTagName,
  [State.AfterClosingTagName]: afterClosingTagName,
  [State.BeforeAttributeName]: beforeAttributeName,
  [State.InAttributeName]: inAttributeName,
  [State.AfterAttributeName]: afterAttributeName,
  [State.BeforeAttributeValue]: beforeAttributeValue,
  [State.InAttributeValueDq]: inDoubleQuotedValue,
  [State.InAttributeValueSq]: inSingleQuotedValue,
  [State.InAttributeValueNq]: inUnquotedValue,
  [State.BeforeDeclaration]: beforeDeclaration,
  [State.InDeclaration]: inDeclaration,
  [State.InProcessingInstruction]: inProcessingInstruction,
  [State.BeforeComment]: beforeComment,
  [State.CdataSequence]: cdataSequence,
  [State.InSpecialComment]: inSpecialComment,
  [State.InCommentLike]: inCommentLike,
  [State.BeforeSpecialS]: beforeSpecialS,
  [State.BeforeSpecialT]: beforeSpecialT,
  [State.SpecialStartSequence]: specialStartSequence,
  [State.InSpecialTag]: inSpecialTag,
};

/** Reports the markup of `html` to `markup`, in document order. */
export function scanHtml(html: string, markup: HtmlMarkup): void {
  const scan: Scan = {
    html,
    markup,
    state: State.Text,
    index: 0,
    sectionStart: 0,
    sequence: "",
    sequenceIndex: 0,
    special: false,
    tagName: "",
    attributes: undefined,
    attributeName: "",
    attributeValue: "",
  };
  for (; scan.index < html.length; scan.index += 1) {
    STATES[scan.state](scan, html.charCodeAt(scan.index));
  }
  // An unclosed comment or CDATA section runs to the end; an unclosed tag is dropped.
  if (scan.state === State.InCommentLike && scan.sectionStart < html.length) {
    emitCommentLike(scan, html.length);
  }
}
