/**
 * The inspector for an app that runs the reference server in the page (MSW's
 * `setupWorker`, or `createJobsServer()` directly): open it as an overlay, or mount it in
 * an element of your own route. It reads the in-page server through the same controls
 * the served inspector calls, held to the same guard and token, with no network at all.
 *
 * @example
 * import { openInspector } from "@jobs-toolkit/mock-server/inspector";
 * const inspector = openInspector(jobs); // jobs: the JobsServer your MSW handlers use
 * @see ../../README.md
 */
import type { JobsServer } from "../core/server.js";
import { type Inspector, mountInspector as mount } from "./app.js";

export type { Inspector } from "./app.js";

/** The origin in-page control requests are addressed to; they never leave the page. */
const IN_PAGE_ORIGIN = "http://inspector.invalid";

export interface InPageInspectorOptions {
  /** The admin token, when the server was created with `admin: { token }`. */
  adminToken?: string;
  /** How often the controls are read; 500 ms by default. */
  intervalMs?: number;
}

function inPage(server: JobsServer, options: InPageInspectorOptions) {
  return {
    fetch: (path: string, init: RequestInit) => server.fetch(new Request(`${IN_PAGE_ORIGIN}${path}`, init)),
    ...(options.adminToken === undefined ? {} : { adminToken: options.adminToken }),
    ...(options.intervalMs === undefined ? {} : { intervalMs: options.intervalMs }),
  };
}

/** Renders the inspector of an in-page server into `element` (for a route of your app). */
export function mountInspector(
  element: HTMLElement,
  server: JobsServer,
  options: InPageInspectorOptions = {},
): Inspector {
  return mount(element, inPage(server, options));
}

/**
 * Opens the inspector of an in-page server over the app, in a modal dialog that Escape or
 * its Close button closes. Returns the inspector; `destroy()` closes it too.
 */
export function openInspector(server: JobsServer, options: InPageInspectorOptions = {}): Inspector {
  const dialog = document.createElement("dialog");
  dialog.setAttribute("aria-label", "Jobs reference server inspector");
  dialog.style.cssText = "width: 95vw; height: 95vh; max-width: none; padding: 0; border: 0;";
  const close = document.createElement("button");
  close.type = "button";
  close.textContent = "Close inspector";
  close.style.cssText = "position: absolute; top: 0.6rem; right: 1rem; z-index: 1;";
  const host = document.createElement("div");
  dialog.append(close, host);
  document.body.append(dialog);
  const inspector = mount(host, inPage(server, options));
  const destroy = () => {
    inspector.destroy();
    dialog.remove();
  };
  close.addEventListener("click", () => dialog.close());
  dialog.addEventListener("close", destroy);
  dialog.showModal();
  return { refresh: inspector.refresh, destroy: () => (dialog.open ? dialog.close() : destroy()) };
}
