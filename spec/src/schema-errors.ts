/** Schema validation output as sentences a person can act on. */

/** Each failing leaf keyword of a BASIC output as "where fails which keyword"; `base` is cut from keyword locations. */
export function describeErrors(
  output: {
    valid: boolean;
    errors?: Array<{ keyword: string; instanceLocation: string; absoluteKeywordLocation: string }>;
  },
  base: string,
): string[] {
  if (output.valid) {
    return [];
  }
  const units = output.errors ?? [];
  // BASIC output lists every failing keyword; the leaf keywords say the most.
  const leaves = units.filter((unit) => !/(allOf|anyOf|oneOf|\$ref|properties|items|then|if)$/.test(unit.keyword));
  return (leaves.length > 0 ? leaves : units).map(
    (unit) => `${unit.instanceLocation || "#"} fails ${unit.absoluteKeywordLocation.replace(base, "")}`,
  );
}
