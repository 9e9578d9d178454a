/**
 * The API reference as the reference server serves it at `/docs`: the job API and the
 * controls, rendered by Scalar's standalone bundle (loaded before this script, shipped in
 * the package: no CDN, no web fonts), with "try it" pointed at the server that served the
 * page and the first demo key filled in. The documents are files beside this script.
 */

interface ScalarGlobal {
  createApiReference(selector: string, configuration: Record<string, unknown>[]): unknown;
}

const scalar = (globalThis as { Scalar?: ScalarGlobal }).Scalar;
// The server this page came from: its origin, and the path prefix a --public-url may add.
const server = new URL(".", location.href).href.replace(/\/$/, "");
// What both documents share: this server for "try it", and Scalar's own services off.
const common = {
  servers: [{ url: server, description: "This reference server" }],
  withDefaultFonts: false,
  telemetry: false,
  agent: { disabled: true },
  hideClientButton: true,
  showDeveloperTools: "never",
  documentDownloadType: "json",
  defaultOpenAllTags: true,
};

scalar?.createApiReference("#reference", [
  {
    ...common,
    title: "Job Posting API",
    slug: "api",
    url: "__inspector/openapi.json",
    authentication: { preferredSecurityScheme: "ApiKey", securitySchemes: { ApiKey: { value: "demo-key-1" } } },
  },
  { ...common, title: "Reference server controls", slug: "admin", url: "__inspector/admin.json" },
]);
