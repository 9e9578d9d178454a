/** The server's clock: shown, set, advanced, or returned to real time. */
import type { Context, View } from "../context.js";
import { field, h, replace } from "../dom.js";

const STEPS: ReadonlyArray<[label: string, seconds: number]> = [
  ["+1 hour", 3_600],
  ["+1 day", 86_400],
  ["+7 days", 7 * 86_400],
];

export function clockView(context: Context): View<string> {
  const now = h("output", { class: "now", "aria-live": "off" });
  // The field follows the server time until someone types in it, and again once the value is sent.
  let edited = false;
  const input = h("input", {
    type: "text",
    name: "now",
    spellcheck: "false",
    placeholder: "2026-11-21T09:00:00Z",
    oninput: () => {
      edited = true;
    },
  });
  const form = h(
    "form",
    {
      class: "inline",
      onsubmit: (event: Event) => {
        event.preventDefault();
        const value = input.value.trim();
        edited = false;
        void context.act(() => context.client.setClock(value), `Clock set to ${value}.`);
      },
    },
    field("Set to (RFC 3339)", input),
    h("button", { type: "submit" }, "Set"),
  );
  const steps = STEPS.map(([label, seconds]) =>
    h(
      "button",
      {
        type: "button",
        onclick: () => void context.act(() => context.client.advanceClock(seconds), `Clock advanced ${label}.`),
      },
      `Advance ${label}`,
    ),
  );
  const real = h(
    "button",
    {
      type: "button",
      onclick: () => void context.act(() => context.client.setClock(null), "Clock back on real time."),
    },
    "Real time",
  );
  const element = h(
    "section",
    { "aria-labelledby": "clock-title", class: "clock" },
    h("h2", { id: "clock-title" }, "Clock"),
    h("p", {}, "Server time: ", now),
    form,
    h("div", { class: "buttons" }, ...steps, real),
  );
  return {
    element,
    show: (value) => {
      replace(now, value);
      if (!edited) {
        input.value = value;
      }
    },
  };
}
