/**
 * docs/dialect.md shows each knob as a dialect and the exchanges it makes; every exchange
 * is replayed here against a server given that dialect, so the document cannot drift.
 */
import { STATUS_CODES } from "node:http";
import { REASON_PHRASES } from "@jobs-toolkit/spec";
import { checkDialect } from "@jobs-toolkit/spec/dialect";
import { describe, expect, it } from "vitest";
import { createJobsServer } from "../src/index.js";
import { EXAMPLES, given } from "./support/dialect-examples.js";

describe("docs/dialect.md", () => {
  it("shows a valid dialect before every exchange, and an exchange for every dialect", async () => {
    expect(EXAMPLES.dialects.length).toBeGreaterThanOrEqual(15);
    for (const dialect of EXAMPLES.dialects) {
      expect(await checkDialect(dialect), JSON.stringify(dialect)).toEqual([]);
      expect(EXAMPLES.exchanges.some((example) => example.dialect === dialect)).toBe(true);
    }
  });

  it.each(EXAMPLES.exchanges)("$title", async ({ dialect, exchange }) => {
    const server = await given(createJobsServer({ dialect }), dialect);
    const { request, response: shown } = exchange;
    const response = await server.fetch(
      new Request(`http://jobs.test${request.path}`, {
        method: request.method,
        headers: request.headers,
        body: request.body === "" ? null : request.body,
      }),
    );
    const text = await response.text();
    expect(response.status, text).toBe(shown.status);
    // A refusal's phrase is its problem's title; a success's, HTTP's own.
    expect(shown.reason).toBe(REASON_PHRASES[shown.status] ?? STATUS_CODES[shown.status]);
    for (const [name, value] of Object.entries(shown.headers)) {
      expect(response.headers.get(name), name).toBe(value);
    }
    if (shown.body === "") {
      expect(text).toBe("");
    } else if (/^[[{]/.test(shown.body)) {
      expect(JSON.parse(text)).toMatchObject(JSON.parse(shown.body));
    } else {
      expect(text).toBe(shown.body);
    }
  });
});
