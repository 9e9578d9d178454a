import { expect, it } from "vitest";
import { jsonText, visible, visibleLines } from "../src/terminal.js";

it("shows control characters as visible escapes", () => {
  expect(visible("\u001b]0;pwned\u0007Window title")).toBe("\\x1b]0;pwned\\x07Window title");
  expect(visible("C1 \u009b31m, DEL\u007f, NUL\u0000")).toBe("C1 \\u009b31m, DEL\\x7f, NUL\\x00");
  expect(visible("a\tb\nc\rd")).toBe("a\\tb\\nc\\rd");
  expect(visible("Café, 東京, C:\\path")).toBe("Café, 東京, C:\\path");
});

it("keeps tab and newline for text shown as lines", () => {
  expect(visibleLines("line\tone\r\nline two\u001b[2J\n")).toBe("line\tone\\r\nline two\\x1b[2J\n");
});

it("escapes what JSON.stringify leaves raw, and nothing else", () => {
  expect(jsonText({ title: "\u009b\u007f\u001b" })).toBe('{"title":"\\u009b\\u007f\\u001b"}');
  expect(jsonText({ a: ["é"] }, 2)).toBe('{\n  "a": [\n    "é"\n  ]\n}');
});

it("shows bidirectional controls, zero-width characters and separators as escapes", () => {
  expect(visible("Invoice \u202egpj.exe")).toBe("Invoice \\u202egpj.exe");
  expect(visible("REQ\u200b-1\u200d\ufeff\u2066x\u2069\u2028")).toBe(
    "REQ\\u200b-1\\u200d\\ufeff\\u2066x\\u2069\\u2028",
  );
  expect(visible("tag\u{e0041}")).toBe("tag\\u{e0041}");
  expect(visibleLines("a\u202e\tb\n")).toBe("a\\u202e\tb\n");
});

it("keeps them as JSON escapes in JSON, read back as the text sent", () => {
  const title = "Invoice \u202egpj.exe \u200b\u{e0041}";
  const text = jsonText({ title });
  expect(text).toBe('{"title":"Invoice \\u202egpj.exe \\u200b\\udb40\\udc41"}');
  expect(JSON.parse(text)).toEqual({ title });
});
