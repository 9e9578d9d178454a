// The packages' type declarations come from the type check's own build: `tsc -b` writes
// each project's declarations under its `.tsbuild/`, and tsup only bundles them per entry
// point. Generating them again from the sources, one TypeScript program per package, was
// most of the time of a pack (issue 33).

/** The `tsc -b` projects, from the repository root, whose declarations the five packages ship. */
export const DECLARING_PROJECTS = [
  "spec",
  "sdk/tsconfig.src.json",
  "mock-server/tsconfig.core.json",
  "mock-server/tsconfig.inspector.json",
  "mock-server/tsconfig.node.json",
  "mock-server/tsconfig.testing.json",
  "conformance/tsconfig.src.json",
  "cli/tsconfig.src.json",
];

/** Where `tsc -b` wrote the declarations of a package's source file (`src/x.ts`). */
const builtDeclaration = (source) => `.tsbuild/${source.replace(/\.ts$/, ".d.ts")}`;

/** tsup's `dts.entry` for these entry points: each one's declarations as `tsc -b` wrote them. */
export function builtDeclarations(entries) {
  return Object.fromEntries(Object.entries(entries).map(([name, source]) => [name, builtDeclaration(source)]));
}
