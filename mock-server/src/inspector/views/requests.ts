/**
 * The live request log: newest first, filterable, each entry expandable to why it was
 * answered so (its reasons, each linked to the section of the behaviour document that
 * writes it up), its headers (secrets masked) and body, and the body of the answer. New
 * requests are added on top, so entries already open stay open.
 */
import type { LoggedRequest } from "@jobs-toolkit/spec";
import { isRequirementId, requirementOf, sectionAnchor } from "@jobs-toolkit/spec/requirements";
import type { View } from "../context.js";
import { field, h, replace, shortDate } from "../dom.js";
import { maskHeaders } from "../mask.js";

/** The most entries kept on the page, as many as the server's log keeps by default. */
const KEPT = 200;

function target(request: LoggedRequest): string {
  const query = new URLSearchParams(request.query).toString();
  return query ? `${request.path}?${query}` : request.path;
}

/** Where the documents a reason links to are, relative to the page. */
export interface DocumentHrefs {
  behaviour: string;
  dialect: string;
}

/** One reason: its id, linked to its section when the documents are known, and what it says. */
function reason(id: string, hrefs: DocumentHrefs | undefined): HTMLElement {
  if (!isRequirementId(id)) {
    return h("li", {}, h("code", {}, id));
  }
  const { section, says } = requirementOf(id);
  const anchor = sectionAnchor(section);
  const href = hrefs && (anchor === undefined ? hrefs.dialect : `${hrefs.behaviour}#${anchor}`);
  const name = h("code", {}, id);
  return h("li", {}, href ? h("a", { href, target: "_blank", rel: "noopener" }, name) : name, ` ${says}`);
}

function reasons(request: LoggedRequest, hrefs: DocumentHrefs | undefined): HTMLElement {
  return request.reasons.length === 0
    ? h("p", {}, "No requirement decided this answer (an injected fault or a limit of this server).")
    : h("ul", { class: "reasons" }, ...request.reasons.map((id) => reason(id, hrefs)));
}

/** A logged body as the page shows it: JSON indented, text as it is, always as text (never markup). */
function bodyText(body: unknown): string {
  return body === null ? "(no body)" : typeof body === "string" ? body : JSON.stringify(body, null, 2);
}

function entry(request: LoggedRequest, hrefs: DocumentHrefs | undefined): HTMLElement {
  const headers = Object.entries(maskHeaders(request.headers));
  const failed = request.status >= 400 ? " failed" : "";
  return h(
    "li",
    { "data-id": request.id },
    h(
      "details",
      {},
      h(
        "summary",
        {},
        h("span", { class: "time" }, shortDate(request.receivedAt)),
        h("span", { class: "method" }, request.method),
        h("span", { class: "path" }, target(request)),
        h("span", { class: `code${failed}` }, request.status),
        h(
          "span",
          { class: "employer" },
          request.employerId === null ? "no employer" : `employer ${request.employerId}`,
        ),
      ),
      h("h3", {}, "Why"),
      reasons(request, hrefs),
      h("h3", {}, "Headers"),
      h("dl", { class: "headers" }, ...headers.flatMap(([name, value]) => [h("dt", {}, name), h("dd", {}, value)])),
      h("h3", {}, "Body"),
      h("pre", { class: "json", tabindex: 0, "aria-label": "Request body" }, bodyText(request.body)),
      // What the server answered, in its own words: a refusal's message for each broken rule.
      h("h3", {}, `Response ${request.status}`),
      h("pre", { class: "json", tabindex: 0, "aria-label": "Response body" }, bodyText(request.responseBody)),
    ),
  );
}

export interface RequestsView extends View<LoggedRequest[]> {
  /** Forgets every entry shown, as when the server's log was emptied. */
  clear(): void;
}

export function requestsView(hrefs?: DocumentHrefs): RequestsView {
  const list = h("ol", { class: "log", reversed: true });
  const filter = h("input", {
    type: "search",
    name: "filter",
    placeholder: "POST 422 /jobs employer 3",
    autocomplete: "off",
  });
  const count = h("p", { class: "count", role: "status" });
  const apply = () => {
    const words = filter.value.toLowerCase().split(/\s+/).filter(Boolean);
    let shown = 0;
    for (const item of list.children as HTMLCollectionOf<HTMLElement>) {
      const text = (item.querySelector("summary")?.textContent ?? "").toLowerCase();
      item.hidden = !words.every((word) => text.includes(word));
      shown += item.hidden ? 0 : 1;
    }
    replace(count, `${shown} of ${list.children.length} requests shown`);
  };
  filter.addEventListener("input", apply);
  const element = h(
    "section",
    { "aria-labelledby": "requests-title", class: "requests" },
    h("h2", { id: "requests-title" }, "Requests"),
    field("Filter (every word must match)", filter),
    count,
    list,
  );
  return {
    element,
    show(fresh) {
      // Newest first: entries newer than every one shown go on top, in order.
      list.prepend(...fresh.map((request) => entry(request, hrefs)));
      while (list.children.length > KEPT) {
        list.lastElementChild?.remove();
      }
      apply();
    },
    clear() {
      list.replaceChildren();
      apply();
    },
  };
}
