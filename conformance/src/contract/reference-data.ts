/**
 * The deployment's own item for each reference-data id a contract's test names: the same
 * id where the deployment has it, else one the test has not used yet (any, once it has
 * used them all), so one recorded category stays one category throughout the test. Read
 * from the deployment's collections, or a dialect's.
 */
import {
  CATEGORY_PATHS,
  type ContractTest,
  type Dialect,
  POSITION_TYPES_PATH,
  readCollection,
  wholeReference,
} from "@jobs-toolkit/spec";

type Collection = "category" | "positionType";

/** The ids of the deployment's collections. */
export type ReferenceData = Record<Collection, readonly number[]>;

/** Recorded id to the deployment's id, per collection, for one test. */
export type ReferenceDataMap = Record<Collection, ReadonlyMap<number, number>>;

/** Every reference-data id the tests name, in order of first appearance. */
function namedIds(tests: readonly ContractTest[]): Record<Collection, number[]> {
  const named: Record<Collection, number[]> = { category: [], positionType: [] };
  const visit = (value: unknown): void => {
    if (typeof value === "string") {
      const reference = wholeReference(value);
      if (
        (reference?.kind === "category" || reference?.kind === "positionType") &&
        !named[reference.kind].includes(reference.id)
      ) {
        named[reference.kind].push(reference.id);
      }
    } else if (value !== null && typeof value === "object") {
      Object.values(value).forEach(visit);
    }
  };
  for (const test of tests) {
    for (const { request } of test.exchanges) {
      visit(request.body);
    }
  }
  return named;
}

function mapIds(named: readonly number[], available: readonly number[]): Map<number, number> {
  const map = new Map<number, number>();
  const taken = new Set<number>();
  let turn = 0;
  for (const id of named) {
    const mine =
      available.includes(id) && !taken.has(id)
        ? id
        : (available.find((candidate) => !taken.has(candidate) && !named.includes(candidate)) ??
          available[turn++ % available.length]);
    if (mine !== undefined) {
      map.set(id, mine);
      taken.add(mine);
    }
  }
  return map;
}

/** The deployment's ids standing for those `test` names. */
export function mapReferenceData(test: ContractTest, data: ReferenceData): ReferenceDataMap {
  const named = namedIds([test]);
  return {
    category: mapIds(named.category, data.category),
    positionType: mapIds(named.positionType, data.positionType),
  };
}

/** The collections the tests name and the deployment does not list. */
export function missingReferenceData(tests: readonly ContractTest[], data: ReferenceData): string[] {
  const named = namedIds(tests);
  return (["category", "positionType"] as const)
    .filter((collection) => named[collection].length > 0 && data[collection].length === 0)
    .map((collection) => (collection === "category" ? "job categories" : "position types"));
}

type Get = (path: string) => Promise<unknown>;

async function readIds(get: Get, paths: readonly string[]): Promise<number[]> {
  for (const path of paths) {
    const found = readCollection(await get(path).catch(() => undefined));
    if (found !== undefined) {
      return found.items.map((item) => item.id);
    }
  }
  return [];
}

/** The deployment's reference data: the dialect's where it lists them, else read from its collections. */
export async function readReferenceIds(get: Get, dialect?: Dialect): Promise<ReferenceData> {
  return {
    category: dialect?.referenceData?.categories?.items.map((item) => item.id) ?? (await readIds(get, CATEGORY_PATHS)),
    positionType:
      dialect?.referenceData?.positionTypes?.items.map((item) => item.id) ??
      (await readIds(get, [POSITION_TYPES_PATH])),
  };
}
