// Whatever a server sends, what the CLI prints for a terminal holds no control character
// the format itself does not use: a title cannot retitle the window, write the clipboard
// (OSC 52), clear the screen or overwrite a line. Nor any invisible format character: a
// bidirectional override cannot reorder what is shown, a zero-width one cannot hide in it.
import { createJobsClient } from "@jobs-toolkit/sdk";
import fc from "fast-check";
import { expect, it } from "vitest";
import { createHarness } from "./support/in-process.js";

// Any control or format character (C0, DEL, C1, bidirectional, zero-width, line and
// paragraph separators) but tab and newline; and any at all.
const CONTROL_BUT_TAB_AND_NEWLINE = /(?![\t\n])[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/u;
const CONTROL = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/u;

// Strings heavy in control characters, with any other code point mixed in.
const serverText = fc.string({
  unit: fc.oneof(
    fc.integer({ min: 0, max: 0xa0 }).map((code) => String.fromCharCode(code)),
    fc.constantFrom("\u001b]0;pwned\u0007", "\u001b]52;c;cm0gLXJmIH4K\u0007", "\u001b[2J", "\r\n", "\t"),
    // Bidirectional overrides and isolates, zero-width characters, separators, a tag character.
    fc.constantFrom("\u202e", "\u2066", "\u200f", "\u200b", "\u200d", "\u2060", "\ufeff", "\u2028", "\u{e0041}"),
    fc.string({ unit: "binary", minLength: 1, maxLength: 1 }),
  ),
  maxLength: 40,
});

// One job in full whose every string is the server's, and a page of two headers cut from it.
function jobOf(text: string[]) {
  const at = (index: number) => text[index % text.length] ?? "";
  return {
    id: 1,
    referenceId: at(0),
    employer: { id: 1, name: at(1) },
    title: at(2),
    description: at(3),
    publishDate: at(4),
    closeDate: at(5),
    confidential: false,
    autoRefresh: false,
    status: at(6),
    locations: [{ description: at(7) }, { description: at(8) }],
    categories: [{ id: 12, name: at(9) }],
    positionType: { id: 1, name: at(10) },
    salary: { amount: 1, maxAmount: null, type: { id: 1, name: at(11) }, plusCommission: false },
    applicantRoutingType: { id: 2, name: at(12) },
    applicationEmail: at(13),
    applicationUrl: at(0),
  };
}

function serving(text: string[]) {
  const job = jobOf(text);
  const page = {
    data: [job, { ...job, id: 2, title: lastOf(text) }],
    paging: { page: 1, pageSize: 10, total: 2, pages: 1 },
  };
  return (options: Parameters<typeof createJobsClient>[0]) =>
    createJobsClient({
      ...options,
      fetch: async (request: Request) =>
        Response.json(new URL(request.url).pathname.endsWith("/jobs") ? page : job, { status: 200 }),
    });
}

function lastOf(text: string[]): string {
  return text.at(-1) ?? "";
}

const { run } = createHarness();

it("prints any server string in table, tsv and name/value form with no control character but the format's own tabs and newlines", async () => {
  await fc.assert(
    fc.asyncProperty(fc.array(serverText, { minLength: 14, maxLength: 14 }), fc.boolean(), async (text, tty) => {
      const deps = { createClient: serving(text) };
      const table = await run(["jobs", "list"], { deps, tty });
      const tsv = await run(["jobs", "list", "--output", "tsv"], { deps });
      const record = await run(["jobs", "get", "1"], { deps, tty });
      const recordTsv = await run(["jobs", "get", "1", "--output", "tsv"], { deps });
      for (const result of [table, tsv, record, recordTsv]) {
        expect(result.code).toBe(0);
        expect(result.stdout).not.toMatch(CONTROL_BUT_TAB_AND_NEWLINE);
        expect(result.stderr).toBe("");
      }
      // A value's own tab or newline would break its row: each row stays one line, its cells whole.
      expect(table.stdout).not.toContain("\t");
      expect(table.stdout.split("\n")).toHaveLength(2 + 2);
      expect(tsv.stdout.split("\n").map((line) => line.split("\t").length)).toEqual([6, 6, 6, 1]);
      expect(record.stdout).not.toContain("\t");
      expect(record.stdout.split("\n")).toHaveLength(17 + 1);
      expect(recordTsv.stdout.split("\n").map((line) => line.split("\t").length)).toEqual([...Array(18).fill(2), 1]);
    }),
    { numRuns: 60 },
  );
});

it("keeps server strings whole in JSON and NDJSON, every control character a JSON escape", async () => {
  await fc.assert(
    fc.asyncProperty(fc.array(serverText, { minLength: 14, maxLength: 14 }), async (text) => {
      const deps = { createClient: serving(text) };
      const json = await run(["jobs", "get", "1", "--json"], { deps });
      const ndjson = await run(["jobs", "list", "--output", "ndjson"], { deps });
      // Newlines only between lines (NDJSON) and for indentation (JSON); nothing else raw.
      expect(json.stdout.replaceAll("\n", "")).not.toMatch(CONTROL);
      expect(JSON.parse(json.stdout)).toEqual(jobOf(text));
      expect(ndjson.stdout.replaceAll("\n", "")).not.toMatch(CONTROL);
      expect(
        ndjson.stdout
          .trimEnd()
          .split("\n")
          .map((line) => JSON.parse(line).title),
      ).toEqual([jobOf(text).title, lastOf(text)]);
    }),
    { numRuns: 40 },
  );
});

it("escapes server text in error messages on stderr", async () => {
  const problem = {
    type: "about:blank",
    title: "Unprocessable\u001b]0;pwned\u0007",
    status: 422,
    detail: "no\r\nerror: forged line",
    errors: [{ pointer: "/title", message: "bad \u009b31m title" }],
  };
  const createClient = (options: Parameters<typeof createJobsClient>[0]) =>
    createJobsClient({
      ...options,
      fetch: async () =>
        new Response(JSON.stringify(problem), { status: 422, headers: { "content-type": "application/problem+json" } }),
    });
  const result = await run(["jobs", "create", "-F", "title=x"], { deps: { createClient } });
  expect(result.code).toBe(1);
  expect(result.stderr).toBe(
    "error: 422 Unprocessable\\x1b]0;pwned\\x07: no\\r\\nerror: forged line\n  /title: bad \\u009b31m title\n",
  );
});
