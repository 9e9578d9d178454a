/**
 * Salary amounts as exact decimals with four places. They are kept as text
 * (`"52000.0000"`) and written into responses as JSON numbers with exactly four decimals,
 * so no binary floating-point drift ever shows.
 */

/** The largest amount: with four decimals that is 15 significant digits, which a double holds exactly. */
export const MAX_AMOUNT = 10_000_000_000;

export type DecimalResult =
  | { ok: true; value: string }
  | { ok: false; code: "out_of_range" | "too_precise"; message: string };

/** What completes a number with this many decimals to four. */
const PADDING = [".0000", "000", "00", "0", ""];

/**
 * Turns a JSON number into its four-decimal text. The shortest text that round-trips a
 * double is the decimal the client wrote, for every number within {@link MAX_AMOUNT}.
 */
export function toDecimal(value: number): DecimalResult {
  if (!Number.isFinite(value) || value < 0 || value > MAX_AMOUNT) {
    return { ok: false, code: "out_of_range", message: `must be between 0 and ${MAX_AMOUNT}; got ${value}` };
  }
  const text = String(value);
  const dot = text.indexOf(".");
  const decimals = dot === -1 ? 0 : text.length - dot - 1;
  // Exponent forms only appear below 1e-6 here, which always needs more than four decimals.
  if (decimals > 4 || text.includes("e")) {
    return { ok: false, code: "too_precise", message: `must have at most four decimals; got ${text}` };
  }
  return { ok: true, value: `${text}${PADDING[decimals]}` };
}

/** A four-decimal text as a whole number of ten-thousandths. */
function scaled(text: string): bigint {
  return BigInt(text.replace(".", ""));
}

/** Compares two four-decimal texts numerically. */
export function compareDecimals(left: string, right: string): number {
  const difference = scaled(left) - scaled(right);
  return difference === 0n ? 0 : difference < 0n ? -1 : 1;
}

/** Whether a text is a stored four-decimal amount. */
export function isDecimalText(text: unknown): text is string {
  return typeof text === "string" && /^\d{1,11}\.\d{4}$/.test(text);
}
