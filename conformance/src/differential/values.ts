/**
 * The members an app reads by value, not only by shape: the reference data a job shows
 * (salary type, routing type, employer, each location with its id) are names and ids an
 * app displays and sends back, so two deployments that write them otherwise differ to it.
 * And the notation of salary amounts (`52000` or `52000.0000`), which parsing hides but a
 * client that keeps the text, or a decimal parser, sees.
 */

/** Body paths whose values are compared, in a job and in each job of a page. */
const VALUE_PATHS = [
  /^\$(?:\.data\[\])?\.employer$/,
  /^\$(?:\.data\[\])?\.locations\[\]$/,
  /^\$(?:\.data\[\])?\.salary\.type$/,
  /^\$(?:\.data\[\])?\.applicantRoutingType$/,
];

/** Whether the value at a body path is compared. */
export function isValuePath(path: string): boolean {
  return VALUE_PATHS.some((pattern) => pattern.test(path));
}

/** A value as compared: JSON with its members in a fixed order (order is the shape's concern). */
export function valueText(value: unknown): string {
  const sorted = (inner: unknown): unknown =>
    Array.isArray(inner)
      ? inner.map(sorted)
      : inner !== null && typeof inner === "object"
        ? Object.fromEntries(
            Object.entries(inner)
              .sort(([left], [right]) => left.localeCompare(right))
              .map(([name, member]) => [name, sorted(member)]),
          )
        : inner;
  return JSON.stringify(sorted(value));
}

const AMOUNT = /"(amount|maxAmount)"\s*:\s*-?\d+(\.\d+)?(?=\s*[,}])/g;

/** The notations of salary amounts in a body's text, by path (`$.salary.amount`): `four-decimals`, `number` or `n-decimals`. */
export function amountForms(text: string): Record<string, string> {
  const forms: Record<string, Set<string>> = {};
  for (const [, name, fraction] of text.matchAll(AMOUNT)) {
    const form =
      fraction === undefined ? "number" : fraction.length === 5 ? "four-decimals" : `${fraction.length - 1}-decimals`;
    const at = `$.salary.${name}`;
    forms[at] ??= new Set();
    forms[at]?.add(form);
  }
  return Object.fromEntries(Object.entries(forms).map(([at, set]) => [at, [...set].sort().join("|")]));
}
