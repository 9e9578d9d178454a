/**
 * Ids each side hands out, in the differential proof. A deployment proved as it runs has
 * added places since its fake was learnt, so one new town has another id on each side:
 * the proof reads the second side's place ids through the ones the run paired, names a
 * place shown under an id that breaks the pairing; two sides started from the same places
 * are compared by value. Words naming another job name it by each side's own id for it.
 */
import { describe, expect, it } from "vitest";
import { describeDifference } from "../src/differential/compare.js";
import { type ExchangePair, type PlaceIdReading, summarise } from "../src/differential/mirror.js";
import type { Exchange } from "../src/differential/view.js";

const created = (id: number, places: Array<[id: number, description: string]>): Exchange => ({
  request: { method: "POST", url: "http://jobs.test/api/v1.1/jobs" },
  status: 201,
  headers: { "content-type": "application/json" },
  body: JSON.stringify({
    id,
    locations: places.map(([place, description]) => ({ id: place, name: description.split(",")[0], description })),
  }),
});

const run = (pairs: Array<[left: Exchange, right: Exchange]>, reading: PlaceIdReading = "paired"): string[] =>
  summarise(
    pairs.map(([left, right]): ExchangePair => ({ left, right })),
    reading,
  ).differing.flatMap(({ request, differences }) =>
    differences.map((difference) => `${request.method} ${request.url}: ${describeDifference(difference)}`),
  );

describe("place ids in the differential proof", () => {
  it("reads a place both sides added under ids of their own as one place, and a place both held under its id", () => {
    expect(
      run([
        [
          created(1, [
            [80016, "Kenora, ON"],
            [80001, "Toronto, ON"],
          ]),
          created(1, [
            [80006, "Kenora, ON"],
            [80001, "Toronto, ON"],
          ]),
        ],
        [created(2, [[80017, "Dryden, ON"]]), created(2, [[80007, "Dryden, ON"]])],
        [created(3, [[80016, "Kenora, ON"]]), created(3, [[80006, "Kenora, ON"]])],
      ]),
    ).toEqual([]);
  });

  it("names a place shown under an id that breaks the pairing the run made", () => {
    const lines = run([
      [created(1, [[80016, "Kenora, ON"]]), created(1, [[80006, "Kenora, ON"]])],
      [created(2, [[80016, "Kenora, ON"]]), created(2, [[80007, "Kenora, ON"]])],
    ]);
    expect(lines).toEqual([expect.stringMatching(/^POST \S+: value at \$\.locations\[\]: .*80016.* \/ .*80007/)]);
  });

  it("reads place ids by value between two sides started from the same places", () => {
    const lines = run(
      [
        [created(1, [[80016, "Kenora, ON"]]), created(1, [[7, "Kenora, ON"]])],
        [created(2, [[80017, "Dryden, ON"]]), created(2, [[8, "Dryden, ON"]])],
      ],
      "as-shown",
    );
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(/^POST \S+: value at \$\.locations\[\]: .*80016.* \/ .*7/);
  });
});

describe("job ids in a refusal's words", () => {
  const taken = (id: number): Exchange => ({
    request: { method: "POST", url: "http://jobs.test/api/v1.1/jobs" },
    status: 409,
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ detail: `'NH-11' is already used by job ${id}` }),
  });

  it("reads another job named in words by each side's id for it, and names words that name another job", () => {
    const made: [Exchange, Exchange] = [created(1048, []), created(897, [])];
    expect(run([made, [taken(1048), taken(897)]])).toEqual([]);
    expect(run([made, [taken(1048), taken(898)]])).toEqual([
      expect.stringMatching(/^POST \S+: words at \$\.detail: .*1048.* \/ .*898/),
    ]);
  });
});
