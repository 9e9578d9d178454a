/**
 * Reads a reference collection (job categories, position types) from any reasonable
 * answer: a bare array, or an object holding it in an envelope (`data`, `items`,
 * `results`, `content`, HAL's `_embedded.<name>`, or any other member). The items are
 * found by their shape, an array of objects each with an integer id, so an envelope
 * nobody listed is read too; where two arrays have that shape and neither sits in a
 * common envelope, nothing is read rather than one guessed.
 *
 * The conformance suite's discovery and dialect learner read collections here, and so do
 * the SDK and the CLI, so a deployment's envelope is understood the same way by all.
 */

/** Where the job categories are usually listed: the published interface does not say. */
export const CATEGORY_PATHS = ["/api/v1.1/jobcategories", "/api/v1.1/categories"] as const;
/** Where the position types are listed. */
export const POSITION_TYPES_PATH = "/api/v1.1/positiontypes";

/** An item of a collection: an integer id, and whatever else the deployment writes. */
type CollectionItem = { id: number } & Record<string, unknown>;

/** A collection as read: where its items were (`array`, or the member path such as `items` or `_embedded.categories`) and the items. */
export interface ReadCollection {
  envelope: string;
  items: CollectionItem[];
}

/** Envelopes the usual frameworks write; they settle a choice between two arrays of the right shape. */
const COMMON_ENVELOPES = new Set(["data", "items", "results", "content", "_embedded"]);
/** How deep under the answer an array is looked for: `_embedded.categories` is two members down. */
const MAX_DEPTH = 2;

/** A JSON object (not an array, not null). */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function isItems(value: unknown): value is CollectionItem[] {
  return Array.isArray(value) && value.length > 0 && value.every((item) => isRecord(item) && Number.isInteger(item.id));
}

const isEmptyList = (value: unknown): value is [] => Array.isArray(value) && value.length === 0;

/** Every array under `value` that `accepts`, with its member path. */
function candidates(
  value: Record<string, unknown>,
  accepts: (inner: unknown) => boolean,
  path: string[] = [],
  found: ReadCollection[] = [],
): ReadCollection[] {
  for (const [key, inner] of Object.entries(value)) {
    const at = [...path, key];
    if (accepts(inner)) {
      found.push({ envelope: at.join("."), items: inner as CollectionItem[] });
    } else if (isRecord(inner) && at.length < MAX_DEPTH) {
      candidates(inner, accepts, at, found);
    }
  }
  return found;
}

/** The one candidate, or the one in a common envelope when there are several. */
function chosen(found: readonly ReadCollection[]): ReadCollection | undefined {
  if (found.length <= 1) {
    return found[0];
  }
  const common = found.filter(({ envelope }) => COMMON_ENVELOPES.has(envelope.split(".")[0] ?? ""));
  return common.length === 1 ? common[0] : undefined;
}

/** The collection `body` holds, or undefined when it holds none, or more than one with nothing to choose between them. */
export function readCollection(body: unknown): ReadCollection | undefined {
  if (isItems(body)) {
    return { envelope: "array", items: body };
  }
  if (!isRecord(body)) {
    return undefined;
  }
  return chosen(candidates(body, isItems));
}

/**
 * The items `body` holds at `envelope` (`array` for the answer itself, else a member path
 * such as `data` or `_embedded.categories`), or undefined when no array is there.
 */
export function readCollectionAt(body: unknown, envelope: string): unknown[] | undefined {
  if (envelope === "array") {
    return Array.isArray(body) ? body : undefined;
  }
  let value = body;
  for (const member of envelope.split(".")) {
    value = isRecord(value) ? value[member] : undefined;
  }
  return Array.isArray(value) ? value : undefined;
}

/**
 * The items of a collection or page answer as a client reads it: at the envelope a
 * dialect names, else found by shape; an answer whose only list is empty (a search that
 * matched nothing, in any envelope) holds no items. Undefined when no list is found.
 */
export function readCollectionItems(body: unknown, envelope?: string): unknown[] | undefined {
  if (envelope !== undefined) {
    return readCollectionAt(body, envelope);
  }
  const found = readCollection(body);
  if (found !== undefined) {
    return found.items;
  }
  if (isEmptyList(body)) {
    return [];
  }
  return isRecord(body) && chosen(candidates(body, isEmptyList)) !== undefined ? [] : undefined;
}

/** What a collection answer should look like, for messages that say why none was read. */
export const COLLECTION_SHAPE =
  "an array of objects with an integer id, bare or in an envelope such as data, items, results, content or _embedded";
