/**
 * salary: null, or `{ amount, maxAmount?, type: { id }, plusCommission? }`. Amounts are
 * numbers >= 0 with at most four decimals, kept exactly; maxAmount, when given, is at
 * least amount; the salary type is required with an amount.
 */
import type { SalaryType } from "@jobs-toolkit/spec";
import type { StoredSalary } from "../domain/job-fields.js";
import { compareDecimals, toDecimal } from "../lib/decimal.js";
import { own } from "../lib/text.js";
import { parseReference } from "./collection-refs.js";
import type { RuleContext } from "./context.js";
import { pointerTo, type Violations } from "./violations.js";

const KNOWN_KEYS = new Set(["amount", "maxAmount", "type", "plusCommission"]);
const TYPE_KEYS = new Set(["id", "name", "unit"]);

function parseAmount(value: unknown, pointer: string, v: Violations, negativeTaken = false): string | undefined {
  if (typeof value !== "number") {
    return v.wrongType(pointer, "a number", value);
  }
  if (negativeTaken && value < 0) {
    // A deployment that takes negative amounts (dialect.acceptance.negativeAmount) stores them as sent.
    const magnitude = parseAmount(-value, pointer, v);
    return magnitude === undefined ? undefined : `-${magnitude}`;
  }
  const result = toDecimal(value);
  if (result.ok) {
    return result.value;
  }
  v.add(pointer, result.code, result.message);
  return undefined;
}

export function parseSalary(
  value: unknown,
  pointer: string,
  v: Violations,
  context: RuleContext,
): StoredSalary | null | undefined {
  if (value === null) {
    return null;
  }
  const object = v.object(value, pointer);
  if (!object) {
    return undefined;
  }
  if (context.strict) {
    v.unknownKeys(object, KNOWN_KEYS, pointer);
  }
  const before = v.list.length;
  const negativeTaken = context.acceptance?.negativeAmount === "accepted";

  const amountPointer = pointerTo(pointer, "amount");
  const rawAmount = own(object, "amount");
  let amount: string | undefined;
  if (rawAmount === undefined || rawAmount === null) {
    v.add(amountPointer, "required", "amount is required in a salary (send salary: null for none)");
  } else {
    amount = parseAmount(rawAmount, amountPointer, v, negativeTaken);
  }

  const maxPointer = pointerTo(pointer, "maxAmount");
  const rawMax = own(object, "maxAmount");
  const maxAmount = rawMax === undefined || rawMax === null ? null : parseAmount(rawMax, maxPointer, v, negativeTaken);
  if (amount !== undefined && maxAmount && compareDecimals(maxAmount, amount) < 0) {
    v.add(maxPointer, "out_of_range", `must be at least the amount ${amount}; got ${maxAmount}`);
  }

  const typePointer = pointerTo(pointer, "type");
  const rawType = own(object, "type");
  let type: SalaryType | undefined;
  if (rawType === undefined || rawType === null) {
    v.add(
      typePointer,
      "required",
      "the salary type is required when an amount is given: { id: 1 } Yearly ... { id: 5 } Hourly",
    );
  } else {
    type = parseReference(rawType, typePointer, v, context, context.collections.salaryTypes, "salary type", TYPE_KEYS);
  }

  const rawCommission = own(object, "plusCommission");
  const plusCommission =
    rawCommission === undefined ? false : v.boolean(rawCommission, pointerTo(pointer, "plusCommission"));

  if (v.list.length > before || amount === undefined || type === undefined || plusCommission === undefined) {
    return undefined;
  }
  return { amount, maxAmount: maxAmount ?? null, type, plusCommission };
}

/**
 * An update's body with its salary merged into the stored one, for a deployment whose
 * dialect merges (`updates.salary: "merge"`): each salary member the body leaves out keeps
 * its stored value, and the merged salary then meets every rule as if sent whole. A body
 * without a salary object, or a job without a salary, is taken as sent.
 */
export function withStoredSalary(body: Record<string, unknown>, stored: StoredSalary | null): Record<string, unknown> {
  const sent = own(body, "salary");
  if (!stored || sent === null || typeof sent !== "object" || Array.isArray(sent)) {
    return body;
  }
  const kept = {
    amount: Number(stored.amount),
    maxAmount: stored.maxAmount === null ? null : Number(stored.maxAmount),
    type: { id: stored.type.id },
    plusCommission: stored.plusCommission,
  };
  return { ...body, salary: { ...kept, ...sent } };
}
