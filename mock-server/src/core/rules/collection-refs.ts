/**
 * References to collection members by id: categories (1 to 3 distinct), positionType and
 * applicantRoutingType. Read-only members sent with the id (`name`) are ignored.
 */
import type { ApplicantRoutingType, Category, PositionType } from "@jobs-toolkit/spec";
import { own } from "../lib/text.js";
import type { RuleContext } from "./context.js";
import { pointerTo, type Violations } from "./violations.js";

const CATEGORIES_MIN = 1;
export const CATEGORIES_MAX = 3;
const NAMED = new Set(["id", "name"]);

/** The member an `{ id }` object names, or undefined after recording why not. */
export function parseReference<T>(
  value: unknown,
  pointer: string,
  v: Violations,
  context: RuleContext,
  members: ReadonlyMap<number, T>,
  what: string,
  knownKeys: ReadonlySet<string> = NAMED,
): T | undefined {
  const object = v.object(value, pointer);
  if (!object) {
    return undefined;
  }
  if (context.strict) {
    v.unknownKeys(object, knownKeys, pointer);
  }
  const idPointer = pointerTo(pointer, "id");
  const rawId = own(object, "id");
  if (rawId === undefined) {
    v.add(idPointer, "required", `the ${what} id is required`);
    return undefined;
  }
  const id = v.integer(rawId, idPointer);
  if (id === undefined) {
    return undefined;
  }
  const member = members.get(id);
  if (!member) {
    const known = [...members.keys()];
    const range = known.length > 10 ? `${Math.min(...known)} to ${Math.max(...known)}` : known.join(", ");
    v.add(idPointer, "unknown_id", `no ${what} has id ${id}; known ids are ${range}`);
  }
  return member;
}

export function parseCategories(
  value: unknown,
  pointer: string,
  v: Violations,
  context: RuleContext,
): Category[] | undefined {
  if (!Array.isArray(value)) {
    return v.wrongType(pointer, "an array of categories", value);
  }
  const before = v.list.length;
  if (value.length < CATEGORIES_MIN) {
    v.add(pointer, "too_few", `at least ${CATEGORIES_MIN} category; got 0`);
  }
  if (value.length > CATEGORIES_MAX) {
    v.add(pointer, "too_many", `at most ${CATEGORIES_MAX} categories; got ${value.length}`);
  }
  const categories: Category[] = [];
  // An indexed loop: entries() made an iterator and an [index, item] pair per category.
  for (let index = 0; index < value.length; index += 1) {
    const itemPointer = pointerTo(pointer, index);
    const category = parseReference(
      value[index],
      itemPointer,
      v,
      context,
      context.collections.categories,
      "job category",
    );
    if (!category) {
      continue;
    }
    if (categories.includes(category)) {
      v.add(itemPointer, "duplicate", `category ${category.id} is already listed`);
      continue;
    }
    categories.push(category);
  }
  return v.list.length === before ? categories : undefined;
}

export function parsePositionType(
  value: unknown,
  pointer: string,
  v: Violations,
  context: RuleContext,
): PositionType | undefined {
  return parseReference(value, pointer, v, context, context.collections.positionTypes, "position type");
}

export function parseRoutingType(
  value: unknown,
  pointer: string,
  v: Violations,
  context: RuleContext,
): ApplicantRoutingType | undefined {
  return parseReference(value, pointer, v, context, context.collections.routingTypes, "applicant routing type");
}
