/**
 * The examples of docs/dialect.md: each knob's dialect and the exchanges it makes, and the
 * jobs every example starts from. Read by the test that replays them and by the one that
 * sends them over every adapter.
 */
import { readFileSync } from "node:fs";
import type { Dialect } from "@jobs-toolkit/spec";
import { expect } from "vitest";
import type { JobsServer } from "../../src/index.js";
import { validJob } from "./jobs.js";

const DOCUMENT = readFileSync(new URL("../../../docs/dialect.md", import.meta.url), "utf8");
const KNOBS = DOCUMENT.slice(DOCUMENT.indexOf("## The knobs"), DOCUMENT.indexOf("## Not in the dialect yet"));

/** One exchange as the document shows it. */
export interface Exchange {
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

/** Each exchange with the dialect of the JSON block before it; every dialect in the order shown. */
export const EXAMPLES = [...KNOBS.matchAll(/```(json|http)\n([\s\S]*?)```/g)].reduce<{
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

/** Puts on `server` (given the example's dialect) the jobs every example starts from, made of the dialect's own reference data. */
export async function given(server: JobsServer, dialect: Dialect): Promise<JobsServer> {
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
