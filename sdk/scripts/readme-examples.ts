/**
 * Keeps the README's TypeScript examples equal to the files in `examples/`, which
 * `tsc -b` type-checks and the tests run. A ```ts block is preceded by a marker naming
 * its file: `<!-- example: examples/quickstart.ts -->`.
 *
 * `npm run examples -w sdk` rewrites each marked block from its file.
 */
import { readFile, writeFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";

/** One marked example of the README. */
export interface ReadmeExample {
  /** The file the marker names, relative to the package. */
  file: string;
  /** The code of the block in the README. */
  code: string;
}

// A marker, then the fenced block right after it.
const MARKED_BLOCK = /<!-- example: (\S+) -->\n```ts\n([\s\S]*?)```/g;
const ANY_TS_BLOCK = /```ts\n/g;

/** Every marked example; throws when a ```ts block has no marker, since that one would run nowhere. */
export function readmeExamples(readme: string): ReadmeExample[] {
  const examples = [...readme.matchAll(MARKED_BLOCK)].map((match) => ({ file: match[1] ?? "", code: match[2] ?? "" }));
  const blocks = readme.match(ANY_TS_BLOCK)?.length ?? 0;
  if (blocks !== examples.length) {
    throw new Error(
      `${blocks - examples.length} of ${blocks} ts blocks lack an <!-- example: examples/NAME.ts --> marker`,
    );
  }
  return examples;
}

/** The README with every marked block replaced by its file's text. */
export async function embedExamples(readme: string, packageDir: URL): Promise<string> {
  let result = readme;
  for (const { file, code } of readmeExamples(readme)) {
    const text = await readFile(new URL(file, packageDir), "utf8");
    result = result.replace(`<!-- example: ${file} -->\n\`\`\`ts\n${code}\`\`\``, () => {
      return `<!-- example: ${file} -->\n\`\`\`ts\n${text}\`\`\``;
    });
  }
  return result;
}

const PACKAGE_DIR = new URL("../", import.meta.url);

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const path = new URL("README.md", PACKAGE_DIR);
  const before = await readFile(path, "utf8");
  const after = await embedExamples(before, PACKAGE_DIR);
  await writeFile(path, after);
  console.log(after === before ? "README.md examples are current" : "README.md examples updated");
}
