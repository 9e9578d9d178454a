/**
 * A fake given a learnt `acceptance` takes, normalises and refuses borderline inputs as
 * its deployment does, over the MSW handlers and Node HTTP alike; without one it answers
 * as the reference server. The named differences are the first cases.
 */
import { describe, expect, it } from "vitest";
import { TRANSPORTS, useHarness } from "../support/harness.js";
import { validJob } from "../support/jobs.js";

const LEARNT = {
  acceptance: {
    statusUpperCase: "lower-cased",
    sixDecimals: "truncated",
    htmlComment: "kept",
    noDescription: "empty",
    negativeAmount: "accepted",
    closeBeforePublish: "accepted",
    unknownStatusFilter: "empty",
  },
} as const;

describe.each(TRANSPORTS)("a learnt acceptance over %s", (transport) => {
  const learnt = useHarness(transport, { dialect: LEARNT });
  const post = (overrides: Record<string, unknown>) =>
    learnt.request("POST", "/api/v1.1/jobs", { body: validJob(overrides) });

  it("takes status ACTIVE as active where the deployment does", async () => {
    const taken = await post({ status: "ACTIVE" });
    expect([taken.status, taken.body.status]).toEqual([201, "active"]);
  });

  it("stores a six-decimal amount truncated to four where the deployment does", async () => {
    const taken = await post({ salary: { amount: 52_000.123456, type: { id: 1 } } });
    expect(taken.text).toContain('"amount":52000.1234');
  });

  it("keeps an HTML comment in the description where the deployment does", async () => {
    const description = "<p>Nights.</p><!-- a note -->";
    expect((await post({ description })).body.description).toBe(description);
  });

  it("creates a job without description, with an empty one, where the deployment does", async () => {
    const taken = await post({ description: undefined });
    expect([taken.status, taken.body.description]).toEqual([201, ""]);
  });

  it("takes a negative amount and a closeDate before publishDate where the deployment does", async () => {
    const negative = await post({ salary: { amount: -100, type: { id: 1 } } });
    expect([negative.status, negative.text.includes('"amount":-100.0000')]).toEqual([201, true]);
    expect((await post({ closeDate: "2001-01-01T00:00:00Z" })).status).toBe(201);
  });

  it("answers an unknown status filter with an empty list where the deployment does", async () => {
    await post({ status: "active" });
    const listed = await learnt.request("GET", "/api/v1.1/jobs?status=activ");
    expect([listed.status, listed.body.data, listed.body.paging.total]).toEqual([200, [], 0]);
  });
});

describe.each(TRANSPORTS)("the reference server's acceptance over %s", (transport) => {
  const reference = useHarness(transport);
  const post = (overrides: Record<string, unknown>) =>
    reference.request("POST", "/api/v1.1/jobs", { body: validJob(overrides) });

  it("refuses each borderline input a learnt acceptance takes", async () => {
    const refused = [
      { status: "ACTIVE" },
      { salary: { amount: 52_000.123456, type: { id: 1 } } },
      { description: "<p>Nights.</p><!-- a note -->" },
      { description: undefined },
      { salary: { amount: -100, type: { id: 1 } } },
      { closeDate: "2001-01-01T00:00:00Z" },
    ];
    for (const overrides of refused) {
      expect((await post(overrides)).status, JSON.stringify(overrides)).toBe(422);
    }
    expect((await reference.request("GET", "/api/v1.1/jobs?status=activ")).status).toBe(400);
  });
});
