import { describe, expect, it } from "vitest";
import { TRANSPORTS, useHarness } from "../../support/harness.js";
import { codes, createJob, pointers, validJob } from "../../support/jobs.js";

describe.each(TRANSPORTS)("locations rule over %s", (transport) => {
  const harness = useHarness(transport);
  const post = (locations: unknown) => harness.request("POST", "/api/v1.1/jobs", { body: validJob({ locations }) });
  const at = (description: string) => ({ description });

  it.each([
    ["a city with its province code", [at("Toronto, ON")], ["Toronto, ON"]],
    ["a city alone that names one location", [at("Moncton")], ["Moncton, NB"]],
    ["a city alone, without regard to case or accents", [at("montreal")], ["Montréal, QC"]],
    ["a city with a lower-case code and extra spaces", [at("  quebec ,  qc ")], ["Québec, QC"]],
    [
      "three locations",
      [at("Toronto, ON"), at("Ottawa, ON"), at("Calgary, AB")],
      ["Toronto, ON", "Ottawa, ON", "Calgary, AB"],
    ],
  ])("accepts %s", async (_, locations, expected) => {
    const reply = await post(locations);
    expect(reply.status).toBe(201);
    expect(reply.body.locations.map((location: { description: string }) => location.description)).toEqual(expected);
  });

  it("answers with the collection's id, name, description and type", async () => {
    const job = await createJob(harness, { locations: [at("Toronto, ON")] });
    expect(job.locations).toEqual([{ id: 1, name: "Toronto", description: "Toronto, ON", type: "City" }]);
  });

  it("adds a valid City, XX that is not in the collection yet", async () => {
    const job = await createJob(harness, { locations: [at("Tofino, BC")] });
    expect(job.locations[0]).toMatchObject({ name: "Tofino", description: "Tofino, BC", type: "City" });
    const found = await harness.request("GET", "/api/v1.1/locations?q=tofino");
    expect(found.body.data).toEqual([job.locations[0]]);
    const again = await createJob(harness, { locations: [at("tofino")] });
    expect(again.locations[0].id).toBe(job.locations[0].id);
  });

  it("adds no location when the job is rejected", async () => {
    await post([at("Tofino, BC"), at("Nowhere-at-all")]);
    expect((await harness.request("GET", "/api/v1.1/locations?q=tofino")).body.data).toEqual([]);
  });

  it("forgets added locations on reset", async () => {
    await createJob(harness, { locations: [at("Tofino, BC")] });
    harness.server.reset();
    expect((await harness.request("GET", "/api/v1.1/locations?q=tofino")).body.paging.total).toBe(0);
  });

  it.each([
    ["no location", [], "/locations", "too_few"],
    [
      "four locations",
      [at("Toronto, ON"), at("Ottawa, ON"), at("Calgary, AB"), at("Regina, SK")],
      "/locations",
      "too_many",
    ],
    ["the same location twice", [at("Toronto, ON"), at("toronto")], "/locations/1", "duplicate"],
    ["a city no location has", [at("Atlantis")], "/locations/0/description", "unknown_location"],
    ["a city several provinces have", [at("Windsor")], "/locations/0/description", "ambiguous_location"],
    ["a code that is no province", [at("Paris, FR")], "/locations/0/description", "invalid_location"],
    ["a comma without a code", [at("Toronto, Ontario")], "/locations/0/description", "invalid_location"],
    ["an empty description", [at(" ")], "/locations/0/description", "blank"],
    ["a description over 300 characters", [at(`${"x".repeat(297)}, ON`)], "/locations/0/description", "too_long"],
    ["an entry without a description", [{ id: 1 }], "/locations/0/description", "required"],
    ["an entry that is not an object", ["Toronto, ON"], "/locations/0", "invalid_type"],
    ["locations that are not an array", { description: "Toronto, ON" }, "/locations", "invalid_type"],
  ])("rejects %s with 422", async (_, locations, pointer, code) => {
    const reply = await post(locations);
    expect(reply.status).toBe(422);
    expect(pointers(reply)).toEqual([pointer]);
    expect(codes(reply)).toEqual([code]);
  });

  it("lists every location an ambiguous city names", async () => {
    const reply = await post([at("Windsor")]);
    expect(reply.body.errors[0].message).toContain("Windsor, ON; Windsor, NS; Windsor, QC");
  });

  it("reports every bad location at once", async () => {
    const reply = await post([at("Atlantis"), at("Windsor"), at("Paris, FR")]);
    expect(pointers(reply)).toEqual([
      "/locations/0/description",
      "/locations/1/description",
      "/locations/2/description",
    ]);
  });
});
