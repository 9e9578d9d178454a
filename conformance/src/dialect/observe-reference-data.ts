/**
 * Observers of the reference collections: where each is served, its envelope and items.
 * Where the job categories are listed is not published, so the path the run was given
 * (or the dialect's) is tried first, then the usual ones.
 */
import type { DialectCollection } from "@jobs-toolkit/spec";
import { CATEGORY_PATHS, POSITION_TYPES_PATH, readCollection as readItems } from "@jobs-toolkit/spec";
import { type Observation, observed, unobservable } from "./observation.js";
import { type Probe, succeeded } from "./probe.js";

/** The schema's bounds on a collection. */
const MAX_ITEMS = 1000;
const MAX_NAME = 200;
const INT32_MAX = 2_147_483_647;

type Item = DialectCollection["items"][number];

function isItem(value: unknown): value is Item {
  const item = value as Partial<Item> | undefined;
  return (
    Number.isInteger(item?.id) &&
    (item?.id ?? 0) >= 1 &&
    (item?.id ?? 0) <= INT32_MAX &&
    typeof item?.name === "string" &&
    item.name.length >= 1 &&
    item.name.length <= MAX_NAME
  );
}

/**
 * A collection body in the dialect's words, or undefined when the document cannot say it.
 * The items are read wherever they sit; only the envelopes the dialect has a word for
 * (`data`, a bare array) are written, another one is left out of the document.
 */
function readCollection(body: unknown): Omit<DialectCollection, "path"> | undefined {
  const found = readItems(body);
  if (!found || found.items.length > MAX_ITEMS || !found.items.every(isItem)) {
    return undefined;
  }
  const items = found.items.map(({ id, name }) => ({ id, name }) as Item);
  return found.envelope === "array" || found.envelope === "data" ? { envelope: found.envelope, items } : { items };
}

function observeCollection(name: string, usual: readonly string[], named: (probe: Probe) => string | undefined) {
  return async (probe: Probe): Promise<Observation<DialectCollection>> => {
    const first = named(probe);
    const paths = [...new Set([...(first ? [first] : []), ...usual])];
    for (const path of paths) {
      const answer = await probe.get(path);
      const collection = succeeded(answer) ? readCollection(answer.json) : undefined;
      if (collection) {
        return observed({ path, ...collection }, answer);
      }
    }
    return unobservable(
      `none of ${paths.join(", ")} lists the ${name} as {id, name} items (of 1 to ${MAX_NAME} characters)`,
    );
  };
}

/** referenceData.categories. */
export const observeCategories = observeCollection(
  "job categories",
  CATEGORY_PATHS,
  (probe) => probe.session.context.options.categoriesPath ?? probe.dialect?.referenceData.categories?.path,
);

/** referenceData.positionTypes. */
export const observePositionTypes = observeCollection(
  "position types",
  [POSITION_TYPES_PATH],
  (probe) => probe.session.context.options.positionTypesPath ?? probe.dialect?.referenceData.positionTypes?.path,
);
