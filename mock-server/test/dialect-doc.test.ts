/**
 * docs/dialect.md shows each knob as a dialect and the exchanges it makes; every exchange
 * is replayed here against a server given that dialect, so the document cannot drift.
 */
import { readFileSync } from "node:fs";
import { type Dialect, REASON_PHRASES } from "@jobs-toolkit/spec";
import { checkDialect } from "@jobs-toolkit/spec/dialect";
import { describe, expect, it } from "vitest";
import { createJobsServer, type JobsServer } from "../src/index.js";
import { validJob } from "./support/jobs.js";

const DOCUMENT = readFileSync(new URL("../../docs/dialect.md", import.meta.url), "utf8");
const KNOBS = DOCUMENT.slice(DOCUMENT.indexOf("## The knobs"), DOCUMENT.indexOf("## Not in the dialect yet"));

interface Exchange {
  request: { method: string; path: string; headers: Record<string, string>; body: string };
  response: { status: number; reason: string; headers: Record<string, string>; body: string };
}

function headersOf(lines: string[]): Record<string, string> {
  return Object.fromEntries(
    lines
      .filter((line) => line.trim() !== "")
      .map((line) => {
        const colon = line.indexOf(":");
        return [line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim()];
      }),
  );
}

/** `METHOD PATH`, headers, a blank line, a body; then `HTTP/1.1 STATUS Reason`, headers, a blank line, a body. */
function parseExchange(block: string): Exchange {
  const [sent = "", answered = ""] = block.split(/\n(?=HTTP\/1\.1 )/);
  const [requestHead = "", ...requestBody] = sent.split("\n\n");
  const [requestLine = "", ...requestHeaders] = requestHead.split("\n");
  const [method = "", path = ""] = requestLine.split(" ");
  const [responseHead = "", ...responseBody] = answered.split("\n\n");
  const [statusLine = "", ...responseHeaders] = responseHead.split("\n");
  const [, status = "", reason = ""] = /^HTTP\/1\.1 (\d{3}) (.*)$/.exec(statusLine) ?? [];
  return {
    request: { method, path, headers: headersOf(requestHeaders), body: requestBody.join("\n\n").trim() },
    response: {
      status: Number(status),
      reason,
      headers: headersOf(responseHeaders),
      body: responseBody.join("\n\n").trim(),
    },
  };
}

/** Each exchange with the dialect of the JSON block before it. */
const EXAMPLES = [...KNOBS.matchAll(/```(json|http)\n([\s\S]*?)```/g)].reduce<{
  dialects: Dialect[];
  exchanges: Array<{ dialect: Dialect; exchange: Exchange; title: string }>;
}>(
  (found, [, kind, text = ""]) => {
    if (kind === "json") {
      found.dialects.push(JSON.parse(text) as Dialect);
    } else {
      const dialect = found.dialects.at(-1) ?? {};
      const exchange = parseExchange(text);
      const title = `${JSON.stringify(dialect)}: ${exchange.request.method} ${exchange.request.path}`;
      found.exchanges.push({ dialect, exchange, title });
    }
    return found;
  },
  { dialects: [], exchanges: [] },
);

/** Job 1's salary, whose every member an update may leave out differs from its default. */
const JOB_1_SALARY = { amount: 50_000, maxAmount: 60_000, type: { id: 1 }, plusCommission: true };

/** The jobs every example starts from, made of the dialect's own reference data. */
async function given(dialect: Dialect): Promise<JobsServer> {
  const server = createJobsServer({ dialect });
  server.clock.set(Date.parse("2026-11-21T15:04:05Z") / 1000);
  const own = {
    categories: [{ id: dialect.referenceData?.categories?.items[0]?.id ?? 12 }],
    positionType: { id: dialect.referenceData?.positionTypes?.items[0]?.id ?? 1 },
  };
  const jobs = [
    {
      key: "demo-key-1",
      job: validJob({ ...own, referenceId: "NH-1", status: "active", salary: JOB_1_SALARY }),
    },
    { key: "demo-key-1", job: validJob({ ...own, status: "draft" }) },
    { key: "demo-key-2", job: validJob(own) },
  ];
  for (const { key, job } of jobs) {
    const request = new Request("http://jobs.test/api/v1.1/jobs", {
      method: "POST",
      headers: { "api-key": key, "content-type": "application/json" },
      body: JSON.stringify(job),
    });
    expect((await server.fetch(request)).status).toBe(201);
  }
  return server;
}

describe("docs/dialect.md", () => {
  it("shows a valid dialect before every exchange, and an exchange for every dialect", async () => {
    expect(EXAMPLES.dialects.length).toBeGreaterThanOrEqual(15);
    for (const dialect of EXAMPLES.dialects) {
      expect(await checkDialect(dialect), JSON.stringify(dialect)).toEqual([]);
      expect(EXAMPLES.exchanges.some((example) => example.dialect === dialect)).toBe(true);
    }
  });

  it.each(EXAMPLES.exchanges)("$title", async ({ dialect, exchange }) => {
    const server = await given(dialect);
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
    expect(shown.reason).toBe(REASON_PHRASES[shown.status] ?? "OK");
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
