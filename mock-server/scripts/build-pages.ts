/**
 * Builds the pages the Node server serves beside the controls (see src/core/admin/pages.ts):
 * the inspector (`index.html` and `inspector.js`, bundled from src/inspector) and the API
 * reference (`docs.html`, `docs.js`, Swagger UI's bundle and style sheet as `swagger-ui.js` and
 * `swagger-ui.css`, and the two OpenAPI documents as JSON), and the behaviour and dialect documents the inspector's
 * reasons link to (`behaviour.html`, `dialect.html`). Run by tsup after each build, into `dist/pages`; tests build
 * them in memory from the sources.
 */
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";
import { parse } from "yaml";
import { documentBody } from "./document-page.js";

const PACKAGE_DIR = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const require = createRequire(join(PACKAGE_DIR, "package.json"));

function html(title: string, body: string, scripts: readonly string[], styles: readonly string[] = []): string {
  const tags = [
    ...styles.map((style) => `<link rel="stylesheet" href="__inspector/${style}">`),
    ...scripts.map((script) => `<script src="__inspector/${script}" defer></script>`),
  ].join("\n");
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer">
<link rel="icon" href="data:,">
<title>${title}</title>
${tags}
</head>
<body>
${body}
</body>
</html>
`;
}

/** The spec's OpenAPI document (openapi.yaml or admin.yaml) as JSON text. */
function documentJson(file: string): string {
  return JSON.stringify(parse(readFileSync(require.resolve(`@jobs-toolkit/spec/${file}`), "utf8")));
}

/** A file of Swagger UI's distribution, headed by its name, version, licence and notice. */
function swaggerUiFile(file: string): string {
  const notice = readFileSync(require.resolve("swagger-ui-dist/NOTICE"), "utf8").trim().replace(/\s+/g, " ");
  const manifest = JSON.parse(readFileSync(require.resolve("swagger-ui-dist/package.json"), "utf8")) as {
    version: string;
    license: string;
  };
  const code = readFileSync(require.resolve(`swagger-ui-dist/${file}`), "utf8")
    // The shipped pages carry no source maps, so no comment may ask the browser for one.
    .replace(/\n\/[/*]# sourceMappingURL=\S+(?: \*\/)?\s*$/, "\n");
  return `/*! swagger-ui-dist ${manifest.version} (${file}), ${manifest.license} License. ${notice} */\n${code}`;
}

/** Every page file by name. */
export async function buildPages(): Promise<Map<string, string>> {
  const bundled = await build({
    entryPoints: {
      inspector: join(PACKAGE_DIR, "src/inspector/page.ts"),
      docs: join(PACKAGE_DIR, "src/inspector/docs-page.ts"),
    },
    bundle: true,
    // The workspace's sources, as the code's own build reads them (the inspector shows the requirement catalogue).
    conditions: ["@jobs-toolkit/source"],
    format: "iife",
    platform: "browser",
    target: "es2022",
    minify: true,
    legalComments: "none",
    write: false,
    outdir: "pages",
  });
  const files = new Map<string, string>(
    bundled.outputFiles.map((file) => [file.path.slice(file.path.lastIndexOf("/") + 1), file.text]),
  );
  files.set("index.html", html("Jobs reference server: inspector", '<main id="inspector"></main>', ["inspector.js"]));
  files.set(
    "docs.html",
    html("Job Posting API reference", '<div id="reference"></div>', ["swagger-ui.js", "docs.js"], ["swagger-ui.css"]),
  );
  files.set("swagger-ui.js", swaggerUiFile("swagger-ui-bundle.js"));
  files.set("swagger-ui.css", swaggerUiFile("swagger-ui.css"));
  files.set("openapi.json", documentJson("openapi.yaml"));
  files.set("admin.json", documentJson("admin.yaml"));
  for (const [file, title] of [
    ["behaviour", "How the Job Posting API behaves"],
    ["dialect", "Dialects"],
  ] as const) {
    const markdown = readFileSync(join(PACKAGE_DIR, "..", "docs", `${file}.md`), "utf8");
    files.set(`${file}.html`, html(title, documentBody(markdown), []));
  }
  return files;
}

/** Builds the pages into `folder`. */
export async function writePages(folder: string): Promise<void> {
  mkdirSync(folder, { recursive: true });
  for (const [name, text] of await buildPages()) {
    writeFileSync(join(folder, name), text);
  }
}
