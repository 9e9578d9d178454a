/** The `tsc -b` projects, from the repository root, whose declarations the five packages ship. */
export const DECLARING_PROJECTS: readonly string[];

/** tsup's `dts.entry` for these entry points: each one's declarations as `tsc -b` wrote them. */
export function builtDeclarations(entries: Record<string, string>): Record<string, string>;
