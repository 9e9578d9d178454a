/**
 * The one thing about a date's value two deployments share: how far a job's dates moved
 * since the answer that created it (auto-refresh, a moved closeDate), read in each side's
 * own instants.
 */
import { expect, it } from "vitest";
import { dateMoveDifferences } from "../src/differential/date-moves.js";
import type { Exchange } from "../src/differential/view.js";

const answer = (method: string, url: string, body: unknown): Exchange => ({
  request: { method, url },
  status: method === "POST" ? 201 : 200,
  headers: { "content-type": "application/json" },
  body: JSON.stringify(body),
});

const job = (id: number, publishDate: string, closeDate = "2027-01-01T00:00:00Z") => ({ id, publishDate, closeDate });

it("names a job read 15 days on that one side shows refreshed twice and the other once", () => {
  const pairs = [
    {
      left: answer("POST", "/api/v1.1/jobs", job(1, "2026-12-01T10:00:00Z")),
      right: answer("POST", "/api/v1.1/jobs", job(7, "2026-12-01T10:00:02Z")),
    },
    {
      left: answer("GET", "/api/v1.1/jobs/1", job(1, "2026-12-15T10:00:00Z")),
      right: answer("GET", "/api/v1.1/jobs/7", job(7, "2026-12-08T10:00:02Z")),
    },
  ];
  expect(dateMoveDifferences(pairs)).toEqual([
    [],
    [{ aspect: "date-move", at: "$.publishDate", left: "+14 days", right: "+7 days" }],
  ]);
});

it("reads a page's jobs against their creation too, and a closeDate moved on with them", () => {
  const pairs = [
    {
      left: answer("POST", "/api/v1.1/jobs", job(1, "2026-12-01T10:00:00Z", "2026-12-11T10:00:00Z")),
      right: answer("POST", "/api/v1.1/jobs", job(2, "2026-12-01T10:00:00Z", "2026-12-11T10:00:00Z")),
    },
    {
      left: answer("GET", "/api/v1.1/jobs?q=a", { data: [job(1, "2026-12-15T10:00:00Z", "2026-12-25T10:00:00Z")] }),
      right: answer("GET", "/api/v1.1/jobs?q=a", { data: [job(2, "2026-12-15T10:00:00Z", "2026-12-11T10:00:00Z")] }),
    },
  ];
  expect(dateMoveDifferences(pairs)[1]).toEqual([
    { aspect: "date-move", at: "$.data[].closeDate", left: "+14 days", right: "0 days" },
  ]);
});

it("takes moves within an hour of each other as one: two deployments' clocks read the run's instants apart", () => {
  const pairs = [
    {
      left: answer("POST", "/api/v1.1/jobs", job(1, "2026-12-01T10:00:00.120Z", "2027-01-30T10:00:00.120Z")),
      right: answer("POST", "/api/v1.1/jobs", job(2, "2026-12-01T10:00:01.980Z", "2027-01-30T10:00:01.980Z")),
    },
    {
      left: answer("PUT", "/api/v1.1/jobs/1", job(1, "2026-12-01T10:00:00.120Z", "2026-12-20T00:00:00Z")),
      right: answer("PUT", "/api/v1.1/jobs/2", job(2, "2026-12-01T10:00:01.980Z", "2026-12-20T00:00:00Z")),
    },
  ];
  expect(dateMoveDifferences(pairs)).toEqual([[], []]);
});
