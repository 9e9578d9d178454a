// esbuild's code splitting makes an entry import every chunk its modules sit in, and it
// binds nothing from some of them (`import "./chunk-X.js";`), only to fix the order they
// run in, although another chunk the entry imports imports them already. In a package
// that says `"sideEffects": false`, a bundler then drops such an import and warns about it
// (esbuild: `Ignoring this import because ... was marked as having no side effects`).
// Each such import is blanked (its line kept, so the source maps stay true) once another
// import of the same file reaches the chunk; a chunk imported only for what it does would
// make `"sideEffects": false` untrue, and fails the build instead.
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";

const IMPORT = /^(?:import|export)\s[^;]*?from\s*"\.\/([^"]+\.js)";|^import\s*"\.\/([^"]+\.js)";/gm;
const BARE = /^import\s*"\.\/([^"]+\.js)";$/gm;

/** The chunks a built file imports, each with whether it binds anything from it. */
function importsOf(text) {
  return [...text.matchAll(IMPORT)].map((match) => ({ file: match[1] ?? match[2], bare: match[2] !== undefined }));
}

/** Blanks every order-only chunk import in the `.js` files of `outDir`; throws on one that imports a chunk for its effects alone. */
export function dropOrderOnlyChunkImports(outDir) {
  const texts = new Map(
    readdirSync(outDir)
      .filter((file) => file.endsWith(".js"))
      .map((file) => [file, readFileSync(join(outDir, file), "utf8")]),
  );
  const reached = (from, seen = new Set()) => {
    for (const { file } of importsOf(texts.get(from) ?? "")) {
      if (!seen.has(file)) {
        seen.add(file);
        reached(file, seen);
      }
    }
    return seen;
  };
  for (const [file, text] of texts) {
    const blanked = text.replace(BARE, (_line, chunk) => {
      const others = importsOf(text).filter((entry) => entry.file !== chunk);
      if (!others.some((entry) => reached(entry.file).has(chunk))) {
        throw new Error(`${file} imports ${chunk} only for its effects, yet the package says "sideEffects": false`);
      }
      return "";
    });
    if (blanked !== text) {
      writeFileSync(join(outDir, file), blanked);
    }
  }
}
