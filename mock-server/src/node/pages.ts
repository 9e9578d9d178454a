/**
 * The inspector and API reference pages as the package ships them: built into
 * `dist/pages` with the code. Each file is read on first request and kept, so a server that
 * nobody opens the inspector of reads none of them.
 */
import { existsSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import type { PageSource } from "../index.js";

/** The package's built pages, found from its manifest (the same from src/ and from dist/), if they are built. */
export function packagedPages(): PageSource | undefined {
  const manifest = createRequire(import.meta.url).resolve("@jobs-toolkit/mock-server/package.json");
  const folder = join(dirname(manifest), "dist", "pages");
  if (!existsSync(join(folder, "index.html"))) {
    return undefined;
  }
  const files = new Map<string, Uint8Array | undefined>();
  return (file) => {
    if (!files.has(file)) {
      const path = join(folder, file);
      files.set(file, existsSync(path) ? readFileSync(path) : undefined);
    }
    return files.get(file);
  };
}
