/**
 * The API reference as the reference server serves it at `/docs`: the job API and the
 * controls, rendered by Scalar's standalone bundle (loaded before this script, shipped in
 * the package: no CDN, no web fonts), with "try it" pointed at the server that served the
 * page and the first demo key filled in. The documents are files beside this script.
 */

interface ScalarGlobal {
  createApiReference(selector: string, configuration: Record<string, unknown>): unknown;
}

const scalar = (globalThis as { Scalar?: ScalarGlobal }).Scalar;
// The server this page came from: its origin, and the path prefix a --public-url may add.
const server = new URL(".", location.href).href.replace(/\/$/, "");
// The parts of Scalar that would call its own services stay off.
const offline = { agent: { disabled: true } };

scalar?.createApiReference("#reference", {
  sources: [
    { title: "Job Posting API", slug: "api", url: "__inspector/openapi.json", ...offline },
    { title: "Reference server controls", slug: "admin", url: "__inspector/admin.json", ...offline },
  ],
  servers: [{ url: server, description: "This reference server" }],
  authentication: {
    preferredSecurityScheme: "ApiKey",
    securitySchemes: { ApiKey: { value: "demo-key-1" } },
  },
  withDefaultFonts: false,
  telemetry: false,
  hideClientButton: true,
  showDeveloperTools: "never",
  documentDownloadType: "json",
  ...offline,
});
