/** The employers (tenants): plan, job count, expiry and a masked key; create, reset and remove. */
import type { ListedEmployer } from "@jobs-toolkit/spec";
import { type Context, type View, whenChanged } from "../context.js";
import { field, h, replace, shortDate, table } from "../dom.js";
import { maskSecret } from "../mask.js";

function createForm(context: Context): HTMLFormElement {
  const name = h("input", { type: "text", name: "name", required: true, maxlength: 128, autocomplete: "off" });
  const plan = h(
    "select",
    { name: "plan" },
    h("option", { value: "standard" }, "standard"),
    h("option", { value: "unlimited" }, "unlimited"),
  );
  const ttl = h("input", { type: "number", name: "ttl", min: 1, step: 1, inputmode: "numeric" });
  const form = h(
    "form",
    {
      class: "inline",
      onsubmit: (event: Event) => {
        event.preventDefault();
        const input = {
          name: name.value.trim(),
          plan: plan.value as ListedEmployer["plan"],
          ...(ttl.value === "" ? {} : { ttlSeconds: Number(ttl.value) }),
        };
        void context.act(async () => {
          const created = await context.client.createEmployer(input);
          form.reset();
          return created;
        }, `Employer ${input.name} created.`);
      },
    },
    field("Name", name),
    field("Plan", plan),
    field("Time to live (s, optional)", ttl),
    h("button", { type: "submit" }, "Create employer"),
  );
  return form;
}

function actions(context: Context, employer: ListedEmployer): HTMLElement {
  const { id, name } = employer;
  return h(
    "div",
    { class: "buttons" },
    h("button", { type: "button", "data-key": `jobs-${id}`, onclick: () => context.selectEmployer(id) }, "Show jobs"),
    h(
      "button",
      {
        type: "button",
        "data-key": `reset-${id}`,
        onclick: () => void context.act(() => context.client.resetEmployer(id), `Jobs of ${name} removed.`),
      },
      "Reset",
    ),
    h(
      "button",
      {
        type: "button",
        class: "danger",
        "data-key": `remove-${id}`,
        onclick: () => {
          if (globalThis.confirm(`Remove ${name} with its keys and jobs?`)) {
            void context.act(() => context.client.deleteEmployer(id), `Employer ${name} removed.`);
          }
        },
      },
      "Remove",
    ),
  );
}

export function employersView(context: Context): View<ListedEmployer[]> {
  const list = h("div", { class: "scroll" });
  const element = h(
    "section",
    { "aria-labelledby": "employers-title", class: "employers" },
    h("h2", { id: "employers-title" }, "Employers"),
    list,
    createForm(context),
  );
  const draw = whenChanged((employers: ListedEmployer[]) => {
    const rows = employers.map((employer) => [
      employer.id,
      employer.name,
      employer.plan,
      employer.jobCount,
      shortDate(employer.expiresAt) || "never",
      h("code", {}, employer.apiKeys.map(maskSecret).join(", ")),
      actions(context, employer),
    ]);
    replace(list, table("Employers", ["Id", "Name", "Plan", "Jobs", "Expires", "API keys", "Actions"], rows));
  });
  return { element, show: draw };
}
