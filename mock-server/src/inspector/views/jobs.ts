/** One employer's jobs: status, dates and locations, a page at a time; a job opens to its JSON. */
import type { EmployerJobPage, Job } from "@jobs-toolkit/spec";
import { type Context, type View, whenChanged } from "../context.js";
import { renderDescription } from "../description.js";
import { field, h, replace, shortDate, table } from "../dom.js";

export interface JobsData {
  employer: { id: number; name: string } | undefined;
  page: EmployerJobPage | undefined;
}

export interface JobsControls {
  /** Moves to another page or status filter. */
  query(change: { page?: number; status?: string }): void;
}

function jobDialog(): { dialog: HTMLDialogElement; open(job: Job, opener: HTMLElement): void } {
  const title = h("h2", { id: "job-title" });
  const description = h("div", { class: "description" });
  const source = h("pre", { class: "json", tabindex: 0, "aria-label": "The job as JSON" });
  const close = h("button", { type: "button", onclick: () => dialog.close() }, "Close");
  const dialog = h(
    "dialog",
    { "aria-labelledby": "job-title" },
    title,
    h("h3", {}, "Description (as text, no script runs)"),
    description,
    h("h3", {}, "JSON"),
    source,
    close,
  );
  let opener: HTMLElement | undefined;
  dialog.addEventListener("close", () => opener?.focus());
  return {
    dialog,
    open(job, from) {
      opener = from;
      replace(title, `Job ${job.id}: ${job.title}`);
      replace(description, renderDescription(job.description));
      replace(source, JSON.stringify(job, null, 2));
      dialog.showModal();
      close.focus();
    },
  };
}

function statusFilter(controls: JobsControls): HTMLLabelElement {
  const select = h(
    "select",
    {
      name: "status",
      onchange: (event: Event) => controls.query({ page: 1, status: (event.target as HTMLSelectElement).value }),
    },
    h("option", { value: "" }, "any"),
    ...["active", "draft", "archived"].map((status) => h("option", { value: status }, status)),
  );
  return field("Status", select);
}

function pager(page: EmployerJobPage, controls: JobsControls): HTMLElement {
  const { paging } = page;
  return h(
    "nav",
    { class: "pager", "aria-label": "Job pages" },
    h(
      "button",
      {
        type: "button",
        "data-key": "previous",
        disabled: paging.previous === null,
        onclick: () => controls.query({ page: paging.page - 1 }),
      },
      "Previous page",
    ),
    h("span", {}, `Page ${paging.page} of ${Math.max(paging.pages, 1)} (${paging.total} jobs)`),
    h(
      "button",
      {
        type: "button",
        "data-key": "next",
        disabled: paging.next === null,
        onclick: () => controls.query({ page: paging.page + 1 }),
      },
      "Next page",
    ),
  );
}

export function jobsView(_context: Context, controls: JobsControls): View<JobsData> {
  const title = h("h2", { id: "jobs-title" }, "Jobs");
  const body = h("div", { class: "scroll" });
  const { dialog, open } = jobDialog();
  const element = h(
    "section",
    { "aria-labelledby": "jobs-title", class: "jobs" },
    title,
    statusFilter(controls),
    body,
    dialog,
  );
  const draw = whenChanged(({ employer, page }: JobsData) => {
    replace(title, employer ? `Jobs of ${employer.name} (employer ${employer.id})` : "Jobs");
    if (!employer || !page) {
      replace(body, h("p", {}, "No employer selected."));
      return;
    }
    const rows = page.data.map((job) => {
      const button = h("button", { type: "button", "data-key": `open-${job.id}` }, "Open");
      button.addEventListener("click", () => open(job, button));
      return [
        job.id,
        job.referenceId ?? "",
        job.title,
        h("span", { class: `status ${job.status}` }, job.status),
        h("span", { class: "date" }, shortDate(job.publishDate)),
        h("span", { class: "date" }, shortDate(job.closeDate)),
        job.locations.map((location) => location.description).join("; "),
        job.autoRefresh ? "yes" : "no",
        button,
      ];
    });
    replace(
      body,
      table(
        `Jobs of ${employer.name}`,
        ["Id", "Reference", "Title", "Status", "Published", "Closes", "Locations", "Auto-refresh", "Details"],
        rows,
      ),
      pager(page, controls),
    );
  });
  return { element, show: draw };
}
