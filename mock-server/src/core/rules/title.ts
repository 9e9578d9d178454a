/** title: one line of 1 to 256 characters, not blank. */
import type { Violations } from "./violations.js";

export const TITLE_MAX = 256;

export function parseTitle(value: unknown, pointer: string, v: Violations): string | undefined {
  const title = v.line(value, pointer, TITLE_MAX);
  if (title === undefined) {
    return undefined;
  }
  if (title.trim() === "") {
    v.add(pointer, "blank", "must not be empty or only spaces");
    return undefined;
  }
  return title;
}
