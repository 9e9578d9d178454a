/**
 * The pages beside the controls: the inspector at `/`, the API reference at `/docs`, and
 * the behaviour and dialect documents at `/behaviour` and `/dialect`,
 * with their scripts under `/__inspector/`. The core holds no page: an adapter that has
 * them built plugs their files in (`server.usePages`), as the Node server does. They are
 * static and carry no data, but are held to the controls' reach (off with the controls,
 * off beyond loopback without a token, another origin or a rebound Host refused); a
 * navigation cannot send a header, so the token is asked for by the page and sent with
 * each control it calls. Each page forbids framing (a framed inspector could be clicked
 * through by another site) and runs only its own scripts, so no job text can run.
 */
import type { Engine } from "../http/engine.js";
import type { CoreRequest, CoreResponse } from "../http/http.js";
import { ProblemError } from "../http/problem.js";
import { methodNotAllowed } from "../http/router.js";
import { guardReach } from "./guard.js";

/** A page file by its name (`index.html`, `docs.html`, `inspector.js`, ...), or undefined when there is none. */
export type PageSource = (file: string) => Uint8Array | string | undefined;

const ASSETS = "/__inspector/";
const ASSET_NAME = /^[a-z0-9-]+\.(js|css|json)$/;
const TYPES: Readonly<Record<string, string>> = {
  html: "text/html; charset=utf-8",
  js: "text/javascript; charset=utf-8",
  css: "text/css; charset=utf-8",
  json: "application/json; charset=utf-8",
};
const COMMON_POLICY = "default-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";
/** The inspector: its own script and style, and the controls of the origin it came from. */
const INSPECTOR_POLICY = `${COMMON_POLICY}; script-src 'self'; style-src 'self'; connect-src 'self'; img-src 'self' data:`;
/** The API reference's library sets styles inline; "try it" may call this server only. */
const DOCS_POLICY = `${COMMON_POLICY}; script-src 'self'; style-src 'self' 'unsafe-inline'; connect-src 'self'; img-src 'self' data: blob:; font-src 'self' data:`;

/** A document: text only, no script, no style (its icon is the empty data URL every page has). */
const DOCUMENT_POLICY = `${COMMON_POLICY}; img-src data:`;

const PAGES: Readonly<Record<string, { file: string; policy: string }>> = {
  "/": { file: "index.html", policy: INSPECTOR_POLICY },
  "/docs": { file: "docs.html", policy: DOCS_POLICY },
  // The documents the inspector's reasons link to.
  "/behaviour": { file: "behaviour.html", policy: DOCUMENT_POLICY },
  "/dialect": { file: "dialect.html", policy: DOCUMENT_POLICY },
};

/** The page file a path names, if it names one. */
export function pageFileOf(path: string): string | undefined {
  if (path.startsWith(ASSETS)) {
    const name = path.slice(ASSETS.length);
    return ASSET_NAME.test(name) ? name : undefined;
  }
  return PAGES[path]?.file;
}

function headersFor(path: string, file: string): Record<string, string> {
  const extension = file.slice(file.lastIndexOf(".") + 1);
  const headers: Record<string, string> = {
    "content-type": TYPES[extension] ?? "application/octet-stream",
    "x-content-type-options": "nosniff",
    "referrer-policy": "no-referrer",
    "cross-origin-resource-policy": "same-origin",
    "cache-control": "no-cache",
  };
  const page = PAGES[path];
  if (page) {
    headers["content-security-policy"] = page.policy;
    headers["x-frame-options"] = "DENY";
  }
  return headers;
}

/** Answers a request for a page file, under the controls' reach. */
export function dispatchPage(engine: Engine, request: CoreRequest, file: string, source: PageSource): CoreResponse {
  guardReach(engine, request);
  if (request.method !== "GET" && request.method !== "HEAD") {
    throw methodNotAllowed(request.method, request.path, "GET, HEAD");
  }
  const body = source(file);
  if (body === undefined) {
    throw new ProblemError(404, `Nothing is at ${request.path}.`);
  }
  const headers = headersFor(request.path, file);
  return request.method === "HEAD" ? { status: 200, headers } : { status: 200, headers, body };
}
