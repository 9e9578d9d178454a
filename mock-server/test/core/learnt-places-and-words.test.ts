/**
 * What learning reads of places and words, followed alike over the MSW handlers and Node
 * HTTP (the in-process answers are location-resolution-dialect.test.ts's and the words'):
 * a location form made a place of its own, the fields read before the locations where a
 * refused write still adds its places, and words that count the rules a job broke.
 */
import type { Dialect } from "@jobs-toolkit/spec";
import { describe, expect, it } from "vitest";
import { TRANSPORTS, useHarness } from "../support/harness.js";
import { validJob } from "../support/jobs.js";

const HELD = [{ id: 501, name: "Calgary", description: "Calgary, AB", type: "Municipality" }];

const DIALECT: Dialect = {
  locations: {
    known: HELD,
    rule: { name: "{city}, {provinceName}", type: "Municipality" },
    addedOn: "read",
    readBefore: ["referenceId", "categories"],
  },
  acceptance: { locationWithoutSpace: "own-place" },
  templates: {
    refusals: {
      validation: {
        status: 422,
        contentType: "application/json",
        body: {
          detail: {
            $: "plural",
            at: "/count",
            one: { $: "format", text: "The job breaks {/count} rule." },
            other: { $: "format", text: "The job breaks {/count} rules." },
          },
        },
      },
    },
  },
};

describe.each(TRANSPORTS)("places and words learnt, over %s", (transport) => {
  const harness = useHarness(transport, { dialect: DIALECT });
  const create = async (descriptions: string[], extra: Record<string, unknown> = {}) =>
    harness.request("POST", "/api/v1.1/jobs", {
      body: validJob({ locations: descriptions.map((description) => ({ description })), ...extra }),
    });

  it("makes a location form a place of its own, which the same text names again", async () => {
    const own = (await create(["Calgary,AB"])).body.locations[0];
    expect(own).toMatchObject({ name: "Calgary, Alberta", description: "Calgary,AB", type: "Municipality" });
    expect(own.id).not.toBe(HELD[0]?.id);
    expect((await create(["calgary,ab"])).body.locations[0]).toEqual(own);
    expect((await create(["Calgary, AB"])).body.locations[0]).toEqual(HELD[0]);
  });

  it("adds the places of a write refused for a field read after the locations, none for one read before", async () => {
    expect((await create(["Tofino, BC"], { categories: [{ id: 0 }] })).status).toBe(422);
    expect((await create(["Baddeck, NS"], { title: "" })).status).toBe(422);
    const ids = (await create(["Gimli, MB", "Tofino, BC", "Baddeck, NS"])).body.locations.map(
      ({ id }: { id: number }) => id,
    );
    // Baddeck came first (ids keep rising across a reset); Gimli and Tofino with this job.
    expect(ids.map((id: number) => id - Math.min(...ids))).toEqual([1, 2, 0]);
  });

  it("counts the rules a job broke in the words for one or for more", async () => {
    expect((await create(["Calgary, AB"], { title: "" })).body).toEqual({ detail: "The job breaks 1 rule." });
    const three = await create(["Calgary, AB"], { title: "", categories: [{ id: 0 }], positionType: { id: 0 } });
    expect(three.body).toEqual({ detail: "The job breaks 3 rules." });
  });
});
