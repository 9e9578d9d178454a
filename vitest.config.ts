import { availableParallelism } from "node:os";
import { fileURLToPath } from "node:url";
import { configDefaults, defineConfig } from "vitest/config";
import { BaseSequencer, type TestSpecification } from "vitest/node";

// Tests import sibling packages by name; the custom condition makes every package
// resolve to its TypeScript source, so no build is needed before testing.
const SOURCE_CONDITION = "@jobs-toolkit/source";

const PACKAGES = ["spec", "sdk", "mock-server", "conformance", "cli", "consumer"];

/** Tests of the packed tarballs: they share the run's one pack, started as the run begins (scripts/packed-once.mjs). */
const PACKING = ["sdk/test/package.test.ts", "consumer/test/packed.test.ts"];

/** The global setup that gives each run a temporary folder of its own. */
const RUN_TMPDIR = fileURLToPath(new URL("scripts/test-tmpdir.mjs", import.meta.url));

/** Tests in real Chromium. */
const BROWSER = [
  "*/test/**/*.browser.test.ts",
  "*/examples/**/*.browser.test.ts",
  "consumer/test/browser.test.ts",
  "conformance/test/html-report.test.ts",
];

/**
 * What the fast tier (`npm run test:fast`, JOBS_TEST_TIER=fast) leaves to the whole suite,
 * besides the packing and browser tests: it keeps every unit, property and contract test
 * that runs in this process, and drops the work that is a program's, not a function's.
 */
const WHOLE_SUITE_ONLY = [
  // Whole conformance runs against the test deployments: the independent implementations,
  // the reference server's faulty variants, the transient gateways and the dialect runs.
  "conformance/test/independent-*.test.ts",
  "conformance/test/*variants.test.ts",
  "conformance/test/transient.test.ts",
  "conformance/test/*deployments.test.ts",
  "conformance/test/contract-deployments-*.test.ts",
  "conformance/test/deployment-space-runs.test.ts",
  "conformance/test/*-over-space.test.ts",
  "conformance/test/dialect-learn-never-fails.test.ts",
  "conformance/test/learning-side-effects.test.ts",
  "conformance/test/failure-attribution.test.ts",
  "conformance/test/waivers.test.ts",
  "conformance/test/fake-*.test.ts",
  "conformance/test/dialect-program.test.ts",
  "conformance/test/dialect-fake.test.ts",
  "conformance/test/dialect-profile.test.ts",
  "conformance/test/replay.test.ts",
  "conformance/test/requirement-coverage.test.ts",
  "conformance/test/differential-program.test.ts",
  "conformance/test/reference-server.test.ts",
  "conformance/test/hostile-target.test.ts",
  "cli/test/fake-surface.test.ts",
  "cli/test/deployments.test.ts",
  // The benchmark report's quick run.
  "mock-server/test/bench/report.test.ts",
  // Packing and the packages as built: `npm pack`, the built declarations type-checked.
  "consumer/test/npm-pack.test.ts",
  "consumer/test/built-declarations.test.ts",
  // Programs started as processes: the bins, the READMEs' walkthroughs, the Node adapter's
  // restarts and signals.
  "*/test/readme.test.ts",
  "consumer/test/readme-contract.test.ts",
  "mock-server/test/node/*.test.ts",
  "mock-server/test/regressions/24-tenants-data.test.ts",
  "mock-server/test/testing/parallel-tenants.test.ts",
  "conformance/test/bin.test.ts",
  "conformance/test/dialect-file.test.ts",
  "conformance/test/repro-*.test.ts",
  "sdk/test/hostile-server.test.ts",
  "cli/test/cli.test.ts",
];

/** True when the run is the fast tier, which leaves {@link WHOLE_SUITE_ONLY} out. */
const FAST_TIER = process.env.JOBS_TEST_TIER === "fast";

/**
 * The files that take longest, as measured (issue 22), started first so that the pool
 * does not end waiting on one of them. Vitest orders files by their last durations once
 * it has run them (node_modules/.vite); a clean clone has none.
 */
const LONGEST = [
  "consumer/test/packed.test.ts",
  "conformance/test/independent-faults-0.test.ts",
  "conformance/test/independent-faults-1.test.ts",
  "conformance/test/independent-faults-2.test.ts",
  "conformance/test/independent-faults-3.test.ts",
  "conformance/test/contract-deployments-0.test.ts",
  "conformance/test/contract-deployments-1.test.ts",
  "conformance/test/transient.test.ts",
  "sdk/test/package.test.ts",
  "mock-server/test/node/main.test.ts",
  "conformance/test/variants.test.ts",
  "conformance/test/independent-alpha.test.ts",
  "conformance/test/independent-beta.test.ts",
];

/**
 * From Node 25 every process has a localStorage that warns (an ExperimentalWarning) the first
 * time it is read without --localstorage-file, and msw's cookie store reads it once per
 * worker: our workers go without it where the flag exists (mock-server README, "./msw").
 */
const WORKER_FLAGS = ["--no-experimental-webstorage"].filter((flag) => process.allowedNodeEnvironmentFlags.has(flag));

class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const rank = (file: TestSpecification) => {
      const index = LONGEST.findIndex((path) => file.moduleId.endsWith(`/${path}`));
      return index < 0 ? LONGEST.length : index;
    };
    return (await super.sort(files)).sort((left, right) => rank(left) - rank(right));
  }
}

/** A package's project: its tests and README examples, without the packing and browser tests. */
function packageProject(name: string) {
  const own = (patterns: string[]) =>
    patterns.filter((pattern) => pattern.startsWith(`${name}/`) || pattern.startsWith("*/"));
  return {
    extends: true as const,
    // Examples that READMEs embed are tests too, so the documentation cannot rot. The type
    // tests (`*.test-d.ts`) are the type check's (`tsc -b`, which compiles every test folder):
    // vitest's typecheck ran the same compiler over them a second time.
    test: {
      name,
      root: name,
      // Files share their worker's modules instead of loading them afresh (some 0.6 s of CPU a
      // file); they leave no state behind them (mocks, timers, env and exitCode are restored).
      isolate: false,
      include: ["test/**/*.test.ts", "examples/**/*.test.ts"],
      exclude: [
        ...configDefaults.exclude,
        ...own([...PACKING, ...BROWSER, ...(FAST_TIER ? WHOLE_SUITE_ONLY : [])]).map((pattern) =>
          pattern.replace(/^[^/]+\//, ""),
        ),
      ],
    },
  };
}

export default defineConfig({
  resolve: { conditions: [SOURCE_CONDITION] },
  ssr: { resolve: { conditions: [SOURCE_CONDITION] } },
  test: {
    // Vitest's default is one worker less than the cores: a single one on this 2-core
    // machine, although most files spend their time waiting on child processes, sockets,
    // browsers and Retry-After rather than on the CPU.
    maxWorkers: Math.max(3, availableParallelism() + 1),
    execArgv: WORKER_FLAGS,
    // Limits for hangs, not speed: a CPU-bound file may run slowly beside the others.
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // expect.poll's default, a second, is speed: a page that reads the server anew (six
    // requests) after an action once took longer beside the whole suite, and the clock test failed.
    expect: { poll: { timeout: 10_000 } },
    sequence: { sequencer: LongestFirst },
    // Each run's temporary folders under one, removed when it ends (scripts/test-tmpdir.mjs).
    globalSetup: [RUN_TMPDIR],
    projects: [...PACKAGES.map(packageProject), ...(FAST_TIER ? [] : wholeSuiteProjects())],
  },
});

/** The projects only the whole suite runs: the packed tarballs and real Chromium. */
function wholeSuiteProjects() {
  return [
    // Like the packages' projects, these share their worker's modules: the browser tests
    // change no Node global (what they do to globals happens in the page), so the pages
    // built from the sources (test/inspector/support.ts) serve every file of a worker.
    {
      extends: true,
      test: {
        name: "packing",
        include: PACKING,
        isolate: false,
        globalSetup: [RUN_TMPDIR, "scripts/packed-once.mjs"],
      },
    },
    { extends: true, test: { name: "browser", include: BROWSER, isolate: false } },
  ];
}
