import type { TestProject } from "vitest/node";

declare module "vitest" {
  interface ProvidedContext {
    /** Where the run's one pack writes its tarballs and its result. */
    packedFolder: string;
  }
}

/** Vitest global setup: starts the pack into a folder of its own, removed when the run ends. */
export default function startPacking(project: TestProject): () => Promise<void>;

/** The tarball of each package by its folder name (`sdk`, `mock-server`...), once the pack is done. */
export function packedTarballs(): Promise<Record<string, string>>;
