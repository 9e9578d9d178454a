/**
 * The API reference as the reference server serves it at `/docs`: the job API or the
 * controls (`?api=admin`), rendered by Swagger UI's bundle (loaded before this script,
 * shipped in the package: no CDN, no web fonts, no validator badge), with "try it" pointed
 * at the server that served the page and, for the job API, the first demo key filled in.
 * The documents are files beside this script.
 */

/** What this page uses of Swagger UI's plugin system: React, to wrap a component. */
interface SwaggerSystem {
  React: { createElement(type: unknown, props: Record<string, unknown> | null, ...children: unknown[]): unknown };
}
/** An operation as Swagger UI holds it (an Immutable.js map). */
interface ImmutableOperation {
  toJS?(): { "x-codeSamples"?: CodeSample[] };
}
interface CodeSample {
  lang?: string;
  label?: string;
  source?: string;
}
interface SwaggerUi {
  preauthorizeApiKey(scheme: string, value: string): void;
}
type SwaggerUiBundle = (options: Record<string, unknown>) => SwaggerUi;

interface ReferenceDocument {
  title: string;
  file: string;
  /** The API key "try it" starts with, under this security scheme. */
  preauthorize?: { scheme: string; value: string };
}

const DOCUMENTS: Readonly<Record<string, ReferenceDocument>> = {
  api: {
    title: "Job Posting API",
    file: "openapi.json",
    preauthorize: { scheme: "ApiKey", value: "demo-key-1" },
  },
  admin: { title: "Reference server controls", file: "admin.json" },
};

// The server this page came from: its origin, and the path prefix a --public-url may add.
const server = new URL(".", location.href).href.replace(/\/$/, "");
const requested = new URLSearchParams(location.search).get("api");
const chosen = requested && Object.hasOwn(DOCUMENTS, requested) ? requested : "api";

/** Links to both documents, the one shown marked as the current page. */
function documentPicker(): HTMLElement {
  const nav = document.createElement("nav");
  nav.setAttribute("aria-label", "API documents");
  nav.style.cssText = "display: flex; gap: 1.5em; padding: 1em 20px 0; font-family: sans-serif";
  for (const [slug, { title }] of Object.entries(DOCUMENTS)) {
    const link = document.createElement("a");
    link.href = slug === "api" ? "docs" : `docs?api=${slug}`;
    link.textContent = title;
    if (slug === chosen) {
      link.setAttribute("aria-current", "page");
    }
    nav.append(link);
  }
  return nav;
}

/**
 * Shows an operation's `x-codeSamples` (the SDK's own call) at the top of its body, above
 * the parameters; Swagger UI renders only the curl line of a request it has sent.
 */
const codeSamplesPlugin = (system: SwaggerSystem) => ({
  wrapComponents: {
    parameters:
      (Parameters: unknown) =>
      (props: { operation?: ImmutableOperation }): unknown => {
        const { createElement } = system.React;
        const samples = props.operation?.toJS?.()["x-codeSamples"] ?? [];
        return createElement(
          "div",
          null,
          ...samples.map((sample, index) =>
            createElement(
              "section",
              { key: index, className: "opblock-section code-sample" },
              createElement("h4", { className: "opblock-title_normal" }, sample.label ?? sample.lang ?? "Example"),
              createElement("pre", { className: "microlight" }, sample.source ?? ""),
            ),
          ),
          createElement(Parameters, props),
        );
      },
  },
});

async function render(bundle: SwaggerUiBundle, reference: ReferenceDocument): Promise<void> {
  const response = await fetch(`__inspector/${reference.file}`);
  const spec = (await response.json()) as Record<string, unknown>;
  // "Try it" goes to this server, wherever it runs, not to the document's default address.
  spec.servers = [{ url: server, description: "This reference server" }];
  const ui = bundle({
    spec,
    domNode: document.querySelector("#reference"),
    plugins: [codeSamplesPlugin],
    // The badge would send the document to validator.swagger.io.
    validatorUrl: null,
    deepLinking: true,
    docExpansion: "list",
    defaultModelsExpandDepth: -1,
    tryItOutEnabled: true,
    onComplete: () => {
      if (reference.preauthorize) {
        ui.preauthorizeApiKey(reference.preauthorize.scheme, reference.preauthorize.value);
      }
    },
  });
}

const bundle = (globalThis as { SwaggerUIBundle?: SwaggerUiBundle }).SwaggerUIBundle;
const reference = DOCUMENTS[chosen];
document.title = `${reference?.title ?? "API"} reference`;
document.querySelector("#reference")?.before(documentPicker());
if (bundle && reference) {
  void render(bundle, reference);
}
