/**
 * The layers of the conformance suite, lowest first; each is a pattern of paths under src/.
 * A module may import from its own layer and from any layer below it, never from one
 * above, and no modules import each other in a circle: `npm test` runs dependency-cruiser
 * with these rules (test/layers.test.ts). Every file of src/ sits in one layer.
 */
const LAYERS = [
  // Helpers that know nothing of the API: narrowing, JSON, dates, comparison.
  ["lib", "(must|json|json-text|dates|compare)\\.ts$"],
  // What a run takes, and the defaults it fills in.
  ["options", "options\\.ts$"],
  // Every requirement, with its id, level and section.
  ["catalogue", "catalogue/"],
  // The wire: recording, pacing, retries, refusals.
  ["http", "http/"],
  // What one run shares: its context, progress and failures.
  ["run", "(context|progress|failure)\\.ts$"],
  // One property's handle on the target, and the checks every answer goes through.
  ["session", "(answer|problem-checks|refusal-rule|session)\\.ts$"],
  // What fast-check draws: jobs, updates, queries, locations.
  ["arbitraries", "arbitraries/"],
  // What the run reads from the target before it checks it.
  ["discovery", "discovery/|target\\.ts$"],
  // The model a target's answers are predicted and checked against.
  ["model", "model/"],
  // Learning a target's dialect.
  ["dialect", "dialect/"],
  // Every property of the suite.
  ["properties", "properties/"],
  // What a run reports, in every format.
  ["report", "report/"],
  // Two deployments' answers side by side, as an app sees them.
  ["differential", "differential/"],
  // An app's recorded contract replayed on a deployment, and written as a Pact file.
  ["contract", "contract/"],
  // A whole run: plan, properties run one by one, cleanup; the package's API.
  ["suite", "(runner|shards|plan|cleanup|index)\\.ts$"],
  // The command line.
  ["program", "(program|program-contract|program-dialect|program-differential|dialect-file|waivers-file|bin).ts$"],
];
const SRC = "^src/";
const inLayers = (layers) => `${SRC}(${layers.map(([, paths]) => paths).join("|")})`;

const backEdges = LAYERS.slice(0, -1).map(([name], index) => ({
  name: `${name}-imports-upward`,
  comment: `${name} may import only from ${LAYERS.slice(0, index + 1)
    .map(([below]) => below)
    .join(", ")}`,
  severity: "error",
  from: { path: inLayers([LAYERS[index]]) },
  to: { path: inLayers(LAYERS.slice(index + 1)) },
}));

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    ...backEdges,
    {
      name: "outside-the-layers",
      comment: "a module of src/ that no layer names: give it its layer here",
      severity: "error",
      from: { path: SRC, pathNot: inLayers(LAYERS) },
      to: {},
    },
    {
      name: "imports-outside-the-layers",
      comment: "an import of a module of src/ that no layer names: give it its layer here",
      severity: "error",
      from: {},
      to: { path: SRC, pathNot: inLayers(LAYERS) },
    },
    {
      name: "no-cycles",
      severity: "error",
      from: { path: SRC },
      to: { circular: true },
    },
  ],
  options: {
    tsPreCompilationDeps: true,
    doNotFollow: { path: "node_modules" },
    exclude: { path: "node_modules|\\.json$" },
    tsConfig: { fileName: "tsconfig.src.json" },
    enhancedResolveOptions: { conditionNames: ["@jobs-toolkit/source", "import", "default"] },
  },
};
