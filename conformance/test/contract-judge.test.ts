import { expect, it } from "vitest";
import { type ExpectedAnswer, judgeExchange } from "../src/contract/judge.js";

const header = (id: number, title: string, publishDate: string) => ({ id, title, publishDate, status: "active" });
const list = (...data: unknown[]) => ({ data, paging: { page: 1, pageSize: 10, pages: 1, total: data.length } });

function expectation(body: unknown): ExpectedAnswer {
  return { status: 200, headers: { "content-type": "application/json" }, recorded: body, resolved: body };
}

const answer = (body: unknown) => ({
  request: { method: "GET", url: "http://jobs.test/api/v1.1/jobs" },
  status: 200,
  headers: { "content-type": "application/json" },
  body: JSON.stringify(body),
});

const SENT = new Set(["Nurse", "Porter", "Cook"]);

it("takes jobs published at the same instant in either order, as the document leaves ties unordered", () => {
  const recorded = list(
    header(3, "Cook", "2026-12-01T00:00:00Z"),
    header(1, "Nurse", "2026-11-01T00:00:00Z"),
    header(2, "Porter", "2026-11-01T00:00:00Z"),
  );
  const swapped = list(
    header(3, "Cook", "2026-12-01T00:00:00Z"),
    header(2, "Porter", "2026-11-01T00:00:00Z"),
    header(1, "Nurse", "2026-11-01T00:00:00Z"),
  );

  expect(judgeExchange(expectation(recorded), answer(swapped), SENT)).toEqual([]);
});

it("still tells jobs of different instants given out of order", () => {
  const recorded = list(header(3, "Cook", "2026-12-01T00:00:00Z"), header(1, "Nurse", "2026-11-01T00:00:00Z"));
  const reversed = list(header(1, "Nurse", "2026-11-01T00:00:00Z"), header(3, "Cook", "2026-12-01T00:00:00Z"));

  const differences = judgeExchange(expectation(recorded), answer(reversed), SENT);

  expect(differences).toContainEqual({ aspect: "value", at: "$.data[0].title", expected: '"Cook"', actual: '"Nurse"' });
});

it("still tells a tie whose jobs are not the ones recorded", () => {
  const recorded = list(header(1, "Nurse", "2026-11-01T00:00:00Z"), header(2, "Porter", "2026-11-01T00:00:00Z"));
  const other = list(header(1, "Nurse", "2026-11-01T00:00:00Z"), header(2, "Cook", "2026-11-01T00:00:00Z"));

  const differences = judgeExchange(expectation(recorded), answer(other), SENT);

  expect(differences).toContainEqual({
    aspect: "value",
    at: "$.data[1].title",
    expected: '"Porter"',
    actual: '"Cook"',
  });
});
