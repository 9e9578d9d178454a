/**
 * Every relative link of every Markdown file in the repository resolves, to a file and,
 * with a `#fragment`, to a heading or `<a id>` of that file; and nothing refers to the
 * inputs the toolkit was written from, outside this repository. (The packed packages'
 * READMEs are checked by packed.test.ts.)
 */
import { execFileSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { expect, it } from "vitest";
import { brokenLinks } from "./support/links.js";

const ROOT = fileURLToPath(new URL("../../", import.meta.url));
const tracked = (pattern: string) =>
  execFileSync("git", ["ls-files", pattern], { cwd: ROOT, encoding: "utf8" }).split("\n").filter(Boolean);

it.each(tracked("*.md"))("%s links only to what exists in the repository", (file) => {
  expect(brokenLinks(join(ROOT, file), ROOT)).toEqual([]);
});

it("finds a broken link, so the check above can fail", () => {
  const readme = join(ROOT, "README.md");
  expect(existsSync(readme)).toBe(true);
  expect(brokenLinks(readme, ROOT, "[a](missing.md) [b](docs/behaviour.md#no-such-section) [c](README.md)")).toEqual([
    "missing.md",
    "docs/behaviour.md#no-such-section",
  ]);
});

it("does not refer to the inputs outside the repository", () => {
  // Patterns rather than literals, so that this file too can be held to the rule.
  const outside = [/\.\.\/shared\b/, /\bCONTRACT\.md\b/];
  const offenders = tracked(".").filter((file) => {
    const text = readFileSync(join(ROOT, file), "utf8");
    return outside.some((pattern) => pattern.test(text));
  });
  expect(offenders).toEqual([]);
});
