/**
 * A fake resolves location descriptions as the dialect's deployment does: the places it
 * held are the ones a description names, a place it never held is written by the learnt
 * rule with the next id after the held ones, and a city naming two held places is refused
 * or taken as the first. The cases: "Calgary, Alberta" names the held Calgary
 * (its form accepted or not is input acceptance), and a town the deployment did not hold
 * becomes the place the deployment would make of it, not the reference server's.
 */
import { cityAndProvince, type Dialect } from "@jobs-toolkit/spec";
import { describe, expect, it } from "vitest";
import { LocationCollection } from "../../src/core/domain/collections.js";
import { createJobsServer } from "../../src/index.js";
import { validJob } from "../support/jobs.js";

const HELD = [
  { id: 501, name: "Calgary", description: "Calgary, AB", type: "Municipality" },
  { id: 502, name: "Richmond", description: "Richmond, BC", type: "Municipality" },
  { id: 503, name: "Richmond", description: "Richmond, ON", type: "Municipality" },
];
const LOCATIONS: NonNullable<Dialect["locations"]> = {
  path: "/api/v1.1/lookups/locations",
  known: HELD,
  rule: { name: "{city}, {provinceName}", type: "Municipality" },
};

async function locationsOf(dialect: Dialect, ...descriptions: string[]) {
  const server = createJobsServer({ dialect });
  const response = await server.fetch(
    new Request("http://jobs.test/api/v1.1/jobs", {
      method: "POST",
      headers: { "API-Key": "demo-key-1", "Content-Type": "application/json" },
      body: JSON.stringify(validJob({ locations: descriptions.map((description) => ({ description })) })),
    }),
  );
  const body = await response.json();
  return response.status === 201
    ? body.locations
    : { status: response.status, codes: body.errors.map((e: { code: string }) => e.code) };
}

/** Creates a job on `server` naming `locations`, with `extra` members. */
const creates =
  (server: ReturnType<typeof createJobsServer>) =>
  (locations: string[], extra = {}) =>
    server.fetch(
      new Request("http://jobs.test/api/v1.1/jobs", {
        method: "POST",
        headers: { "API-Key": "demo-key-1", "Content-Type": "application/json" },
        body: JSON.stringify(validJob({ locations: locations.map((description) => ({ description })), ...extra })),
      }),
    );

describe("location resolution by a dialect", () => {
  it("names the held place for 'Calgary, Alberta' as for 'Calgary, AB'", () => {
    const collection = new LocationCollection(LOCATIONS);
    const { city, province } = cityAndProvince("Calgary, Alberta") as { city: string; province: string };
    expect(collection.find(city, province, 1)).toEqual(HELD[0]);
    expect(collection.find("calgary", "AB", 1)).toEqual(HELD[0]);
  });

  it("writes a town the deployment did not hold by its rule, with the id after the highest held one", async () => {
    expect(await locationsOf({ locations: LOCATIONS }, "Gimli, MB", "Calgary, AB")).toEqual([
      { id: 504, name: "Gimli, Manitoba", description: "Gimli, MB", type: "Municipality" },
      HELD[0],
    ]);
  });

  it("gives a new place the id the dialect names next", async () => {
    const [place] = await locationsOf({ locations: { ...LOCATIONS, rule: { nextId: 9001 } } }, "Gimli, MB");
    expect(place).toEqual({ id: 9001, name: "Gimli", description: "Gimli, MB", type: "City" });
  });

  it("refuses a city naming two held places, or takes the one with the lowest id, as the dialect says", async () => {
    expect(await locationsOf({ locations: LOCATIONS }, "Richmond")).toEqual({
      status: 422,
      codes: ["ambiguous_location"],
    });
    expect(await locationsOf({ locations: { ...LOCATIONS, ambiguousCity: "first" } }, "Richmond")).toEqual([HELD[1]]);
  });

  it("adds a place a refused write named, where the deployment adds places as it reads them", async () => {
    // Read: Tofino was added by the refused write (504), Baddeck not (refused before its locations were read).
    for (const [addedOn, ids] of [
      ["read", [505, 504]],
      ["write", [504, 505]],
    ] as const) {
      const server = createJobsServer({ dialect: { locations: { ...LOCATIONS, addedOn } } });
      const send = creates(server);
      // Refused for its category (read after the locations), and for its title (read before).
      expect((await send(["Tofino, BC"], { categories: [{ id: 0 }] })).status).toBe(422);
      expect((await send(["Baddeck, NS"], { title: "" })).status).toBe(422);
      const created = await (await send(["Gimli, MB", "Tofino, BC"])).json();
      expect(
        created.locations.map(({ id }: { id: number }) => id),
        addedOn,
      ).toEqual(ids);
    }
  });

  it("reads the fields the dialect names before the locations, adding no place for a write refused there", async () => {
    // Categories read first, the title after the locations: the other way round from the document's order.
    const server = createJobsServer({
      dialect: { locations: { ...LOCATIONS, addedOn: "read", readBefore: ["referenceId", "categories"] } },
    });
    const send = creates(server);
    expect((await send(["Tofino, BC"], { categories: [{ id: 0 }] })).status).toBe(422);
    expect((await send(["Baddeck, NS"], { title: "" })).status).toBe(422);
    const created = await (await send(["Gimli, MB", "Tofino, BC", "Baddeck, NS"])).json();
    // Baddeck (504) was added by the write refused for its title; Gimli and Tofino come after.
    expect(created.locations.map(({ id }: { id: number }) => id)).toEqual([505, 506, 504]);
  });

  it("makes each location form the deployment takes so a place of its own, named by its text, kept across a state import", async () => {
    const server = createJobsServer({
      dialect: {
        locations: LOCATIONS,
        acceptance: { locationWithoutSpace: "own-place", lowerCaseProvince: "own-place" },
      },
    });
    const send = creates(server);
    const placeOf = async (description: string) => (await (await send([description])).json()).locations[0];
    const own = await placeOf("Calgary,AB");
    expect(own).toEqual({ id: 504, name: "Calgary, Alberta", description: "Calgary,AB", type: "Municipality" });
    // The same text (any case) names it again; another form, the `City, XX` and the city alone do not.
    expect(await placeOf("calgary,ab")).toEqual(own);
    expect((await placeOf("Calgary, ab")).id).toBe(505);
    expect(await placeOf("Calgary, AB")).toEqual(HELD[0]);
    expect(await placeOf("Calgary")).toEqual(HELD[0]);
    const state = await (await server.fetch(new Request("http://jobs.test/__admin/state"))).json();
    const restored = createJobsServer({
      dialect: { locations: LOCATIONS, acceptance: { locationWithoutSpace: "own-place" } },
    });
    const imported = await restored.fetch(
      new Request("http://jobs.test/__admin/state", {
        method: "PUT",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify(state),
      }),
    );
    expect(imported.status).toBe(204);
    expect((await (await creates(restored)(["Calgary,AB"])).json()).locations[0]).toEqual(own);
    expect((await (await creates(restored)(["Calgary, AB"])).json()).locations[0]).toEqual(HELD[0]);
  });

  it("reads a refused write's location forms as the deployment does when it adds their places", async () => {
    // Read: a refused write adds what its forms name, a place of its own or the `City, XX` spelt.
    const server = createJobsServer({
      dialect: {
        locations: { ...LOCATIONS, addedOn: "read" },
        acceptance: { locationWithoutSpace: "own-place", locationWithoutComma: "accepted" },
      },
    });
    const send = creates(server);
    expect((await send(["Gimli,MB", "Tofino BC"], { categories: [{ id: 0 }] })).status).toBe(422);
    const created = await (await send(["Baddeck, NS", "Gimli,MB", "Tofino, BC"])).json();
    expect(
      created.locations.map(({ id, description }: { id: number; description: string }) => [id, description]),
    ).toEqual([
      [506, "Baddeck, NS"],
      [504, "Gimli,MB"],
      [505, "Tofino, BC"],
    ]);
  });

  it("serves the held places at the dialect's path", async () => {
    const server = createJobsServer({ dialect: { locations: LOCATIONS } });
    const response = await server.fetch(
      new Request("http://jobs.test/api/v1.1/lookups/locations", { headers: { "API-Key": "demo-key-1" } }),
    );
    expect((await response.json()).data).toEqual([HELD[0], HELD[1], HELD[2]]);
  });

  it("keeps the reference server's places and form without a dialect", async () => {
    const [place] = await locationsOf({}, "Gimli, MB");
    expect(place).toMatchObject({ name: "Gimli", description: "Gimli, MB", type: "City" });
    expect(place.id).toBeGreaterThan(100);
  });
});
