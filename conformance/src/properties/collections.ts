/**
 * The reference collections: position types (seed level), job categories and
 * the paged, filtered location collection (reference level: the same paging rules as jobs).
 */
import { foldForMatch } from "@jobs-toolkit/spec";
import fc from "fast-check";
import { FRESH } from "../arbitraries/location-pool.js";
import { show } from "../compare.js";
import type { KnownLocation } from "../context.js";
import { must } from "../must.js";
import type { ConformanceProperty, PropertyEnvironment } from "./property.js";

/** One drawn look at the collections. */
export interface CollectionCheck {
  pick: number;
  length: number;
  upper: boolean;
  pageSize: number;
}

/** The collections property of the `collections` area. */
export function collectionsProperty({
  session,
  env,
  numRuns,
}: PropertyEnvironment): ConformanceProperty<CollectionCheck> {
  // Terms that can also match a town some run adds would make the expected total race.
  const fresh = FRESH.map((text) => foldForMatch(text));
  // The collection as discovered, without the towns runs add: other runs learn those into
  // the shared list while this one walks, and may take them away again (deleting their jobs).
  const known = (env.target.locations ?? []).filter((location) => !fresh.includes(foldForMatch(location.description)));
  return {
    area: "collections",
    title: "the reference collections answer whole, and locations page and filter like jobs",
    numRuns: Math.max(5, Math.round(numRuns / 5)),
    arbitrary: fc.record({
      pick: fc.nat({ max: 10_000 }),
      length: fc.integer({ min: 1, max: 4 }),
      upper: fc.boolean(),
      pageSize: fc.integer({ min: 1, max: 30 }),
    }),
    async run({ pick, length, upper, pageSize }) {
      const types = await session.raw({ method: "GET", path: "/api/v1.1/positiontypes" });
      // Its payload is left open by the published interface: only that it answers is stated.
      session.expectStatus("collections.position-types", types, 200, "2xx", "list position types");
      if (!session.reference) {
        return;
      }
      session.expect(
        "ref.collections",
        Array.isArray(types.json?.data) && types.json.data.length > 0,
        "no position types",
        types,
      );
      const categories = await session.raw({ method: "GET", path: "/api/v1.1/jobcategories" });
      session.expectStatus("ref.collections", categories, 200, [200], "list job categories");
      if (known.length === 0) {
        return;
      }
      const source = must(known[pick % known.length], "a known collection item");
      // As written (accents and all) half the time: matching ignores case and accents.
      let written =
        pick % 2 === 0 ? source.description.slice(0, length + 3) : foldForMatch(source.name).slice(0, length);
      if (fresh.some((town) => town.includes(foldForMatch(written)))) {
        written = source.description;
      }
      const term = foldForMatch(written);
      const q = upper ? written.toUpperCase() : written;
      const matches = new Set(known.filter((l) => foldForMatch(l.description).includes(term)).map((l) => l.id));
      const seen: number[] = [];
      let total = -1;
      for (let page = 1; page <= 200; page++) {
        const answer = await session.raw({
          method: "GET",
          path: `/api/v1.1/locations?${new URLSearchParams({ q, pageSize: String(pageSize), page: String(page) })}`,
        });
        session.expectStatus("ref.collections", answer, 200, [200], "list locations");
        const paging = answer.json.paging;
        if (total < 0) {
          total = paging.total;
        }
        session.expectValue(
          "ref.collections",
          answer,
          "/paging/pages",
          paging.pages,
          Math.ceil(paging.total / pageSize),
        );
        seen.push(...(answer.json.data as KnownLocation[]).map((location) => location.id));
        if (paging.next === null) {
          break;
        }
        // A next link past the last page would lead the walk on forever.
        session.check(
          "ref.collections",
          page < paging.pages,
          `paging.next of page ${page}, the last of ${paging.pages} (paging.pages), is ${show(paging.next)}; expected null`,
          { kind: "field", exchange: answer.exchange, pointer: "/paging/next", expected: null, actual: paging.next },
        );
        // Past the last page the walk ends, also when that break is passed over.
        if (page >= paging.pages) {
          break;
        }
      }
      const unexpected = seen.filter((id) => !matches.has(id));
      session.check(
        "ref.collections",
        seen.length === total &&
          new Set(seen).size === seen.length &&
          unexpected.length === 0 &&
          [...matches].every((id) => seen.includes(id)),
        `GET /api/v1.1/locations?q=${q} walked to ids ${JSON.stringify(seen)} (total ${total}); expected the ${matches.size} known locations whose description contains '${term}'`,
        { kind: "other", exchange: session.recorder.log.at(-1) },
      );
    },
  };
}
