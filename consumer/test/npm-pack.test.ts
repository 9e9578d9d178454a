/**
 * Packing the standard way: `npm pack --workspaces` (which `npm publish --workspaces`
 * runs) ships every file each package's manifest names, or refuses to pack. Run on a
 * copy of the repository's packages as `npm install` leaves them (its own dist/, never
 * the workspace's, whose manifests a pack rewrites while it runs).
 */
import { execFile } from "node:child_process";
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { expect, it } from "vitest";

const ROOT = resolve(import.meta.dirname, "../..");
const PACKAGES = ["spec", "sdk", "mock-server", "conformance", "cli"];

interface Manifest {
  name: string;
  files?: string[];
  main?: string;
  module?: string;
  types?: string;
  bin?: Record<string, string>;
  exports?: unknown;
}

const manifestOf = (name: string): Manifest => JSON.parse(readFileSync(join(ROOT, name, "package.json"), "utf8"));

/** Every file a manifest names for a user to load, as npm lists them (no leading `./`). */
function namedFiles(manifest: Manifest): string[] {
  const leaves = (value: unknown, key = ""): string[] =>
    key === "@jobs-toolkit/source"
      ? []
      : typeof value === "string"
        ? [value]
        : value && typeof value === "object"
          ? Object.entries(value).flatMap(([child, inner]) => leaves(inner, child))
          : [];
  const named = [manifest.main, manifest.module, manifest.types, ...leaves(manifest.exports), ...leaves(manifest.bin)];
  return [
    ...new Set(named.filter((file): file is string => file !== undefined).map((file) => file.replace(/^\.\//, ""))),
  ];
}

/** A copy of the five packages as `npm install` built them; `keep` chooses which built files come along. */
function copyOfPackages(keep: (file: string) => boolean): string {
  const root = mkdtempSync(join(tmpdir(), "jobs-npm-pack-"));
  cpSync(join(ROOT, "package.json"), join(root, "package.json"));
  cpSync(join(ROOT, "scripts/pack-manifest.mjs"), join(root, "scripts/pack-manifest.mjs"));
  cpSync(join(ROOT, "docs"), join(root, "docs"), { recursive: true });
  for (const name of PACKAGES) {
    const manifest = manifestOf(name);
    for (const file of ["package.json", "README.md", ...(manifest.files ?? []).filter((file) => file !== "dist")]) {
      cpSync(join(ROOT, name, file), join(root, name, file), { recursive: true });
    }
    mkdirSync(join(root, name, "dist"));
    cpSync(join(ROOT, name, "dist"), join(root, name, "dist"), {
      recursive: true,
      filter: (source) => source === join(ROOT, name, "dist") || keep(source),
    });
  }
  return root;
}

/** `npm pack --workspaces --dry-run --json` in `root`: its exit code, what it would pack, and its errors. */
function npmPack(
  root: string,
): Promise<{ code: number; packed: { name: string; files: { path: string }[] }[]; stderr: string }> {
  return new Promise((done) =>
    execFile(
      "npm",
      ["pack", "--workspaces", "--dry-run", "--json", "--no-audit", "--no-fund"],
      { cwd: root, env: { ...process.env, npm_config_update_notifier: "false" } },
      (error, stdout, stderr) =>
        done({ code: error ? Number(error.code ?? 1) : 0, packed: error ? [] : JSON.parse(stdout), stderr }),
    ),
  );
}

const isDeclaration = (file: string) => /\.d\.c?ts$/.test(file);

it("ships every file each package.json names, declarations included, from what npm install built", {
  timeout: 180_000,
}, async () => {
  const built = PACKAGES.filter((name) => readdirSync(join(ROOT, name, "dist")).some(isDeclaration));
  expect(built, "npm install builds each package's declarations").toEqual(PACKAGES);
  const root = copyOfPackages(() => true);
  try {
    const { code, packed, stderr } = await npmPack(root);
    expect(code, stderr).toBe(0);
    for (const name of PACKAGES) {
      const manifest = manifestOf(name);
      const files = packed.find((entry) => entry.name === manifest.name)?.files.map((file) => file.path) ?? [];
      expect(
        namedFiles(manifest).filter((file) => !files.includes(file)),
        manifest.name,
      ).toEqual([]);
    }
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
});

it("refuses to pack a package whose declarations are not built, naming them, and leaves its manifest as it was", {
  timeout: 180_000,
}, async () => {
  const root = copyOfPackages((file) => !isDeclaration(file));
  try {
    const { code, stderr } = await npmPack(root);
    expect(code).not.toBe(0);
    expect(stderr).toMatch(/@jobs-toolkit\/spec: package\.json names files that are not built: \.\/dist\/index\.d\.ts/);
    expect(readFileSync(join(root, "spec/package.json"), "utf8")).toBe(
      readFileSync(join(ROOT, "spec/package.json"), "utf8"),
    );
    expect(existsSync(join(root, "spec/.prepack"))).toBe(false);
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
});
