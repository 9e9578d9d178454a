/**
 * Narrowing for values the code knows are there but the types cannot show (an index
 * inside its array's bounds, a regular expression's group, a job a command's check found).
 */

/** `value`, or an Error naming `what` was expected when it is missing. */
export function must<T>(value: T | undefined, what: string): T {
  if (value === undefined) {
    throw new Error(`Expected ${what}, found none`);
  }
  return value;
}
