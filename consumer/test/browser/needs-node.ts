// A module no browser bundle may take in: `browser.test.ts` checks that bundling it fails.
import { readFileSync } from "node:fs";

export const readText = (path: string): string => readFileSync(path, "utf8");
