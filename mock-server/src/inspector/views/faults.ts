/** The fault switches the server has (--latency, --fail-rate), with their values now. */
import type { ChaosSettings } from "@jobs-toolkit/spec";
import { type Context, type View, whenChanged } from "../context.js";
import { field, h, replace } from "../dom.js";

function describe(settings: ChaosSettings): string {
  const { min, max } = settings.latencyMs;
  const latency = max === 0 ? "no added latency" : min === max ? `${min} ms latency` : `${min}-${max} ms latency`;
  return `${latency}, ${Math.round(settings.failRate * 1000) / 10}% of job API requests fail with 503`;
}

function numberInput(name: string, min: number, max: number, step: number): HTMLInputElement {
  return h("input", { type: "number", name, min, max, step, required: true, inputmode: "decimal" });
}

export function faultsView(context: Context): View<ChaosSettings> {
  const current = h("output", { class: "current" });
  const min = numberInput("latency-min", 0, 10_000, 1);
  const max = numberInput("latency-max", 0, 10_000, 1);
  const failRate = numberInput("fail-rate", 0, 1, 0.01);
  const form = h(
    "form",
    {
      class: "inline",
      onsubmit: (event: Event) => {
        event.preventDefault();
        const settings = {
          latencyMs: { min: Number(min.value), max: Number(max.value) },
          failRate: Number(failRate.value),
        };
        void context.act(() => context.client.setChaos(settings), `Faults now: ${describe(settings)}.`);
      },
    },
    field("Latency from (ms)", min),
    field("to (ms)", max),
    field("Fail rate (0 to 1)", failRate),
    h("button", { type: "submit" }, "Apply"),
  );
  const element = h(
    "section",
    { "aria-labelledby": "faults-title", class: "faults" },
    h("h2", { id: "faults-title" }, "Faults"),
    h("p", {}, "Now: ", current),
    form,
  );
  const draw = whenChanged((settings: ChaosSettings) => {
    replace(current, describe(settings));
    min.value = String(settings.latencyMs.min);
    max.value = String(settings.latencyMs.max);
    failRate.value = String(settings.failRate);
  });
  return { element, show: draw };
}
