/**
 * The inspector: the reference server's employers, jobs, live request log, outbox, clock
 * and fault switches on one page, read and changed through the documented controls only.
 * It renders into a shadow root of the element it is given, so neither the page around it
 * (an app that opens it as an overlay) nor its own styles leak into the other, and polls
 * the controls twice a second, redrawing only what changed.
 */
import type { ListedEmployer } from "@jobs-toolkit/spec";
import { AdminClient, type AdminFetch, TokenRequired } from "./client.js";
import type { Context } from "./context.js";
import { h, replace } from "./dom.js";
import { STYLES } from "./styles.js";
import { clockView } from "./views/clock.js";
import { employersView } from "./views/employers.js";
import { faultsView } from "./views/faults.js";
import { jobsView } from "./views/jobs.js";
import { outboxView } from "./views/outbox.js";
import { type DocumentHrefs, requestsView } from "./views/requests.js";
import { tokenForm } from "./views/token.js";

/** Where the served page keeps the admin token: this tab's session storage, never longer. */
const TOKEN_KEY = "jobs-inspector-admin-token";
const PAGE_SIZE = 20;

export interface InspectorOptions {
  /** Reaches the server's controls: a path such as `/__admin/clock` in, a Response out. */
  fetch: AdminFetch;
  /** The admin token, when the server has one and it is known; otherwise the page asks. */
  adminToken?: string;
  /** Where a token typed in is kept for this tab (sessionStorage); nowhere by default. */
  storage?: Pick<Storage, "getItem" | "setItem" | "removeItem">;
  /** How often the controls are read; 500 ms by default. */
  intervalMs?: number;
  /** A link to the API reference, shown in the header when given. */
  docsHref?: string;
  /**
   * Where the behaviour and dialect documents are (the served page: `behaviour`, `dialect`),
   * so each request's reasons link to their section; without them the reasons are not links.
   */
  documentHrefs?: DocumentHrefs;
}

export interface Inspector {
  /** Reads the controls now and redraws what changed. */
  refresh(): Promise<void>;
  /** Stops polling and empties the element. */
  destroy(): void;
}

function styleSheet(): CSSStyleSheet {
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(STYLES);
  return sheet;
}

/** Renders the inspector into `host` (in a shadow root) and starts polling. */
export function mountInspector(host: HTMLElement, options: InspectorOptions): Inspector {
  const root = host.shadowRoot ?? host.attachShadow({ mode: "open" });
  root.adoptedStyleSheets = [styleSheet()];
  const client = new AdminClient(options.fetch, options.adminToken ?? options.storage?.getItem(TOKEN_KEY) ?? undefined);
  const announce = h("p", { role: "status", class: "announce" });
  const content = h("div", { class: "content" }, h("p", {}, "Reading the server..."));
  const state = { employerId: undefined as number | undefined, page: 1, status: "", cursor: 0, reconnect: false };
  let employers: ListedEmployer[] = [];
  let ticking: Promise<void> | undefined;

  const context: Context = {
    client,
    act: async (action, done) => {
      try {
        await action();
        replace(announce, done);
      } catch (error) {
        replace(announce, h("span", { class: "error" }, (error as Error).message));
      }
      await refresh();
    },
    selectEmployer: (id) => {
      Object.assign(state, { employerId: id, page: 1 });
      void refresh();
    },
  };
  const views = {
    clock: clockView(context),
    faults: faultsView(context),
    employers: employersView(context),
    jobs: jobsView(context, {
      query: (change) => {
        Object.assign(state, change);
        void refresh();
      },
    }),
    requests: requestsView(options.documentHrefs),
    outbox: outboxView(),
  };
  const sections = h(
    "div",
    { class: "grid" },
    h("div", { class: "row" }, views.clock.element, views.faults.element),
    views.employers.element,
    views.jobs.element,
    h("div", { class: "row" }, views.requests.element, views.outbox.element),
  );
  root.replaceChildren(
    h(
      "header",
      {},
      h("h1", {}, "Jobs reference server: inspector"),
      options.docsHref ? h("a", { href: options.docsHref }, "API reference") : null,
    ),
    announce,
    content,
  );

  const lock = () => {
    if (!content.querySelector("form.token")) {
      replace(content, tokenForm(unlock));
    }
  };
  const unlock = async (token: string): Promise<boolean> => {
    client.token = token;
    try {
      await client.clock();
    } catch (error) {
      if (error instanceof TokenRequired) {
        return false;
      }
      throw error;
    }
    options.storage?.setItem(TOKEN_KEY, token);
    await refresh();
    return true;
  };

  async function read(): Promise<void> {
    const [now, listed, chaos, outbox, fresh] = await Promise.all([
      client.clock(),
      client.employers(),
      client.chaos(),
      client.outbox(),
      client.requests(state.reconnect ? 0 : state.cursor),
    ]);
    employers = listed;
    if (!employers.some((employer) => employer.id === state.employerId)) {
      Object.assign(state, { employerId: employers[0]?.id, page: 1 });
    }
    const employer = employers.find((candidate) => candidate.id === state.employerId);
    const page = employer
      ? await client.jobs(employer.id, { page: state.page, pageSize: PAGE_SIZE, status: state.status })
      : undefined;
    if (content.firstElementChild !== sections) {
      replace(content, sections);
    }
    if (state.reconnect) {
      views.requests.clear();
      state.reconnect = false;
    }
    views.clock.show(now);
    views.faults.show(chaos);
    views.employers.show(employers);
    views.jobs.show({ employer: employer && { id: employer.id, name: employer.name }, page });
    views.outbox.show(outbox);
    views.requests.show(fresh);
    state.cursor = Math.max(state.cursor, ...fresh.map((request) => request.id));
  }

  async function refresh(): Promise<void> {
    // One read at a time: a refresh asked for during a read waits for it, then reads anew.
    while (ticking) {
      await ticking;
    }
    ticking = read()
      .catch((error: unknown) => {
        if (error instanceof TokenRequired) {
          options.storage?.removeItem(TOKEN_KEY);
          lock();
        } else {
          // The server is unreachable or restarting: read the whole log once it is back.
          state.reconnect = true;
          state.cursor = 0;
          replace(announce, h("span", { class: "error" }, `Cannot read the server: ${(error as Error).message}`));
        }
      })
      .finally(() => {
        ticking = undefined;
      });
    await ticking;
  }

  const timer = setInterval(() => {
    if (!ticking) {
      void refresh();
    }
  }, options.intervalMs ?? 500);
  void refresh();
  return {
    refresh,
    destroy: () => {
      clearInterval(timer);
      root.replaceChildren();
    },
  };
}
