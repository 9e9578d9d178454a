import type { TestProject } from "vitest/node";

declare module "vitest" {
  interface ProvidedContext {
    /** Where the run's one pack writes its tarballs and its result. */
    packedFolder: string;
  }
}

/**
 * Starts release-pack.mjs (or `script`) into `folder`, which it writes its result to when it
 * ends. Resolves the function that stops it, and everything it started, and removes the folder.
 */
export function startPack(folder: string, script?: string): () => Promise<void>;

/** Vitest global setup: starts the pack into a folder of its own, removed when the run ends. */
export default function startPacking(project: TestProject): () => Promise<void>;

/** The tarball of each package by its folder name (`sdk`, `mock-server`...), once the pack is done. */
export function packedTarballs(): Promise<Record<string, string>>;
