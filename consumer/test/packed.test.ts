/**
 * The five packages as a user gets them: `npm run release:pack` builds and packs them, once
 * for the whole test run (scripts/packed-once.mjs), the tarballs go through publint and
 * attw, and a fresh project outside the workspace installs
 * them and type-checks (strict, exactOptionalPropertyTypes, noUncheckedIndexedAccess,
 * skipLibCheck false; ESM, and CommonJS for the SDK) then runs a program that uses every
 * public entry point. One pack and one install serve every check.
 */
import { execFile } from "node:child_process";
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { packedTarballs } from "../../scripts/packed-once.mjs";
import { brokenLinks } from "./support/links.js";

const ROOT = fileURLToPath(new URL("../../", import.meta.url));
const FIXTURE = fileURLToPath(new URL("../fixture/", import.meta.url));
const BIN = join(ROOT, "node_modules/.bin");
const TIMEOUT = 240_000;
/** The run's one pack may still be under way when this file starts. */
const PACK_WAIT = 300_000;
/** Packages the consumer needs besides ours, at the versions this repository tests with. */
const THIRD_PARTY = ["typescript", "@types/node", "msw", "vitest", "playwright-core"];

interface Run {
  code: number;
  stdout: string;
  /** stdout and stderr, for failure messages. */
  output: string;
}

/** Runs a program and collects its output; never throws. */
function run(file: string, args: readonly string[], cwd: string): Promise<Run> {
  return new Promise((done) => {
    const env = { ...process.env, NO_COLOR: "1", npm_config_update_notifier: "false" };
    execFile(file, args, { cwd, env, timeout: TIMEOUT, maxBuffer: 16 * 1024 * 1024 }, (error, stdout, stderr) => {
      const code = error ? (typeof error.code === "number" ? error.code : 1) : 0;
      done({ code, stdout, output: `${stdout}${stderr}` });
    });
  });
}

const installedVersion = (name: string) =>
  (JSON.parse(readFileSync(join(ROOT, "node_modules", name, "package.json"), "utf8")) as { version: string }).version;

const workspace = mkdtempSync(join(tmpdir(), "jobs-toolkit-consumer-"));
const project = join(workspace, "project");
let tarballs: Record<string, string> = {};

beforeAll(async () => {
  tarballs = await packedTarballs();
  const paths = Object.values(tarballs);
  cpSync(FIXTURE, project, { recursive: true });
  const installed = await run(
    "npm",
    [
      "install",
      "--prefer-offline",
      "--no-audit",
      "--no-fund",
      "--loglevel=error",
      ...paths,
      ...THIRD_PARTY.map((name) => `${name}@${installedVersion(name)}`),
    ],
    project,
  );
  expect(installed.code, installed.output).toBe(0);
}, PACK_WAIT + TIMEOUT);

afterAll(() => rmSync(workspace, { recursive: true, force: true }));

// The checks of one package are independent of the others', so they run side by side.
describe.concurrent.each(["spec", "sdk", "mock-server", "conformance", "cli"])("the packed %s", (name) => {
  it("passes publint --strict", { timeout: TIMEOUT }, async () => {
    const { code, output } = await run(join(BIN, "publint"), ["run", "--strict", tarballs[name] ?? name], workspace);
    expect(code, output).toBe(0);
    expect(output).toContain("All good!");
  });

  it("passes attw with no problem", { timeout: TIMEOUT }, async () => {
    // Only the SDK ships CommonJS; the others are ESM-only on purpose.
    const profile = name === "sdk" ? "strict" : "esm-only";
    // The spec's YAML documents are exported as files to read, not modules with types.
    const files = name === "spec" ? ["--exclude-entrypoints", "./openapi.yaml", "./admin.yaml"] : [];
    const { code, output } = await run(
      join(BIN, "attw"),
      [tarballs[name] ?? name, "--profile", profile, "--format", "ascii", ...files],
      workspace,
    );
    expect(code, output).toBe(0);
  });

  it("has a README whose relative links resolve inside the package, the behaviour document's too", () => {
    const installed = join(project, "node_modules/@jobs-toolkit", name);
    expect(brokenLinks(join(installed, "README.md"), installed)).toEqual([]);
    expect(readFileSync(join(installed, "README.md"), "utf8")).toContain("](docs/behaviour.md");
    expect(brokenLinks(join(installed, "docs/behaviour.md"), installed)).toEqual([]);
  });

  it("has source maps naming the sources where they sit in the repository, never where it was built", () => {
    const installed = join(project, "node_modules/@jobs-toolkit", name);
    const maps = readdirSync(join(installed, "dist"), { recursive: true }).filter((file) =>
      String(file).endsWith(".map"),
    );
    expect(maps).not.toEqual([]);
    for (const file of maps.map(String)) {
      const { sources } = JSON.parse(readFileSync(join(installed, "dist", file), "utf8")) as { sources: string[] };
      // Read as if the package were the repository's own folder, every source is a file
      // there, reached without climbing out of it (a path up to / and down again names the
      // build machine's folders, and / absorbs the extra steps).
      const base = resolve(ROOT, name, "dist", dirname(file));
      const elsewhere = sources.filter((source) => {
        const target = resolve(base, source);
        return !(target.startsWith(ROOT) && existsSync(target) && relative(base, target) === source);
      });
      expect(elsewhere, file).toEqual([]);
    }
  });

  it("carries no development-only export condition or script", () => {
    const manifest = readFileSync(join(project, "node_modules/@jobs-toolkit", name, "package.json"), "utf8");
    expect(manifest).not.toContain("@jobs-toolkit/source");
    expect(JSON.parse(manifest).scripts).toBeUndefined();
  });
});

it("needs at runtime only the siblings the root README says to install with it", () => {
  const siblings = (name: string) => {
    const manifest = JSON.parse(
      readFileSync(join(project, "node_modules/@jobs-toolkit", name, "package.json"), "utf8"),
    );
    return Object.keys({ ...manifest.dependencies, ...manifest.peerDependencies }).filter((dependency) =>
      dependency.startsWith("@jobs-toolkit/"),
    );
  };
  expect(
    Object.fromEntries(["spec", "sdk", "mock-server", "conformance", "cli"].map((name) => [name, siblings(name)])),
  ).toEqual({
    spec: [],
    sdk: [],
    "mock-server": ["@jobs-toolkit/spec", "@jobs-toolkit/sdk"],
    conformance: ["@jobs-toolkit/sdk", "@jobs-toolkit/spec"],
    cli: ["@jobs-toolkit/sdk"],
  });
});

describe("a project outside the workspace that installs the five tarballs", () => {
  it("type-checks its use of every entry point under strict settings, in ESM and CommonJS", {
    timeout: TIMEOUT,
  }, async () => {
    const tsc = join(project, "node_modules/.bin/tsc");
    const [esm, cjs] = await Promise.all([
      run(tsc, ["-p", "tsconfig.json"], project),
      run(tsc, ["-p", "tsconfig.cjs.json"], project),
    ]);
    expect(esm.code, esm.output).toBe(0);
    expect(cjs.code, cjs.output).toBe(0);
  });

  it("runs it: a server from /node, the SDK, the MSW handlers, the test kit, the validator, conformance and jobs-cli", {
    timeout: TIMEOUT,
  }, async () => {
    const esm = await run(process.execPath, [resolve(project, "out/esm/main.js")], project);
    expect(esm.code, esm.output).toBe(0);
    expect(JSON.parse(esm.stdout)).toEqual({
      created: 1,
      publishDate: "2026-11-21T09:00:00Z",
      listed: ["Registered Nurse"],
      problems: [],
      viaMsw: 200,
      positionTypes: 7,
      conformance: true,
      cli: "Registered Nurse",
      cliVersion: expect.stringMatching(/^\d+\.\d+\.\d+$/),
      documents: "3.1.0",
      yaml: true,
      path: "/api/v1.1/jobs",
      bins: ["Usage: jobs-mock-server [options]", "Usage: jobs-conformance [options] [command]"],
      tenantTotal: 1,
      builtIsNew: true,
      pages: {
        announced: true,
        inspector: "200 text/html; charset=utf-8 true",
        script: "200 text/javascript; charset=utf-8 true",
        docs: "200 text/html; charset=utf-8 true",
        reference: "200 text/javascript; charset=utf-8 true",
        document: "200 application/json; charset=utf-8 true",
      },
    });
    const cjs = await run(process.execPath, [resolve(project, "out/cjs/main.cjs")], project);
    expect(cjs.code, cjs.output).toBe(0);
    expect(JSON.parse(cjs.stdout)).toEqual({ cjs: "function", errors: "function" });
  });
});
