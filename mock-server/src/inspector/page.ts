/**
 * The inspector as the reference server serves it at `/`: it calls the controls of the
 * origin it came from (relative URLs, so a --public-url with a path prefix works too) and
 * keeps a token typed in for this tab only.
 */
import { mountInspector } from "./app.js";

const host = document.getElementById("inspector");
if (host) {
  mountInspector(host, {
    fetch: (path, init) => fetch(path.slice(1), init),
    storage: sessionStorage,
    docsHref: "docs",
    documentHrefs: { behaviour: "behaviour", dialect: "dialect" },
  });
}
