/** The relative links of Markdown files, and which of them lead nowhere. */
import { existsSync, readFileSync } from "node:fs";
import { dirname, relative, resolve } from "node:path";
import { must } from "./must.js";

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces as hyphens. */
function slug(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, "")
    .replace(/\s/g, "-");
}

/** The anchors a Markdown file offers: its headings' slugs and its `<a id="...">`s. */
function anchors(markdown: string): Set<string> {
  const withoutCode = markdown.replace(/```[\s\S]*?```/g, "");
  return new Set([
    ...[...withoutCode.matchAll(/^#{1,6}\s+(.+)$/gm)].map((match) =>
      slug(must(match[1], "a heading").replaceAll("`", "")),
    ),
    ...[...withoutCode.matchAll(/<a id="([^"]+)"><\/a>/g)].map((match) => must(match[1], "an anchor id")),
  ]);
}

/**
 * The relative links of `file` (or of `text`, read as if it were `file`) that do not
 * resolve inside `root`: to a missing file, outside `root`, or to a missing anchor.
 */
export function brokenLinks(file: string, root: string, text = readFileSync(file, "utf8")): string[] {
  const withoutCode = text.replace(/```[\s\S]*?```/g, "").replace(/`[^`\n]*`/g, "");
  const targets = [...withoutCode.matchAll(/\]\(([^)\s]+)\)|^\[[^\]]+\]:\s+(\S+)/gm)].map((match) =>
    must(match[1] ?? match[2], "a link target"),
  );
  return targets.filter((target) => {
    if (/^[a-z][a-z0-9+.-]*:/i.test(target)) {
      return false;
    }
    const [path, fragment] = target.split("#") as [string, string | undefined];
    const resolved = path === "" ? file : resolve(dirname(file), path);
    if (relative(root, resolved).startsWith("..") || !existsSync(resolved)) {
      return true;
    }
    if (fragment === undefined || !resolved.endsWith(".md")) {
      return false;
    }
    return !anchors(readFileSync(resolved, "utf8")).has(fragment);
  });
}
