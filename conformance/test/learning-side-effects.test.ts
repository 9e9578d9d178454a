/**
 * What learning leaves behind on the deployment it learns from: jobs and places of its
 * own, never a change to how the deployment reads its users' cities. A namesake of one of
 * the deployment's cities (`Calgary, NU` beside `Calgary, AB`) would make that city alone
 * ambiguous for every later request; learning makes namesakes of a city of its own instead.
 */
import { cityAndProvince } from "@jobs-toolkit/spec";
import { describe, expect, it } from "vitest";
import { learnDialect } from "../src/index.js";
import { TARGETS } from "./support/independents.js";

/** Every `City, XX` the requests name as a location. */
function placesNamed(body: string): Array<{ city: string; province: string }> {
  try {
    const { locations } = JSON.parse(body) as { locations?: Array<{ description?: unknown }> };
    return (Array.isArray(locations) ? locations : []).flatMap(({ description }) =>
      typeof description === "string" ? (cityAndProvince(description) ?? []) : [],
    );
  } catch {
    return [];
  }
}

describe.each(Object.values(TARGETS))("learning from $name", (target) => {
  it("names none of the deployment's cities in another province than its own", { timeout: 60_000 }, async () => {
    const deployment = target.create({ admin: true });
    const named: Array<{ city: string; province: string }> = [];
    const { dialect } = await learnDialect({
      fetch: async (request) => {
        named.push(...placesNamed(await request.clone().text()));
        return deployment.fetch(request);
      },
      baseUrl: "http://jobs.deployment.test:8443",
      apiKeys: [...target.keys],
      profile: "seed",
      only: [],
    });
    const held = (dialect.document.locations?.known ?? []).flatMap(
      ({ description }) => cityAndProvince(description) ?? [],
    );
    expect(held.length).toBeGreaterThan(0);
    const namesakes = named.filter(({ city, province }) =>
      held.some((place) => place.city.toLowerCase() === city.toLowerCase() && place.province !== province),
    );
    expect(namesakes).toEqual([]);
  });
});
