/**
 * The layers of the reference server's core, lowest first. A module may import from its
 * own layer and from any layer below it, never from one above: `npm test` runs
 * dependency-cruiser with these rules (test/core/layers.test.ts).
 */
const LAYERS = ["lib", "domain", "rules", "state", "commands", "http", "operations|admin", "edge"];
const CORE = "^src/core/";

const backEdges = LAYERS.slice(0, -1).map((layer, index) => ({
  name: `${layer.replace("|", "-")}-imports-upward`,
  comment: `core/${layer} may import only from ${LAYERS.slice(0, index + 1).join(", ")} (and lib)`,
  severity: "error",
  from: { path: `${CORE}(${layer})/` },
  to: { path: `${CORE}(${LAYERS.slice(index + 1).join("|")})/|${CORE}[^/]+\\.ts$` },
}));

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    ...backEdges,
    {
      name: "core-imports-an-adapter",
      comment: "adapters import the core, never the other way",
      severity: "error",
      from: { path: CORE },
      to: { path: "^src/(node|msw|testing)/" },
    },
    {
      name: "core-imports-node",
      comment: "the core runs in browsers and every fetch runtime: no Node built-ins",
      severity: "error",
      from: { path: CORE },
      to: { dependencyTypes: ["core"] },
    },
    {
      name: "no-cycles",
      severity: "error",
      from: { path: CORE },
      to: { circular: true },
    },
  ],
  options: {
    tsPreCompilationDeps: true,
    doNotFollow: { path: "node_modules" },
    exclude: { path: "node_modules|\\.json$" },
    tsConfig: { fileName: "tsconfig.json" },
    enhancedResolveOptions: { conditionNames: ["@jobs-toolkit/source", "import", "default"] },
  },
};
