/**
 * The chaos options in force (`--latency`, `--fail-rate`), readable and changeable while
 * the server runs through GET and PUT /__admin/chaos, so a developer can turn faults on
 * and off from the inspector without a restart. A change applies to the requests that
 * come after it; `Prefer: scenario=...` works whatever the settings.
 */
import type { ChaosSettings } from "@jobs-toolkit/spec";
import { type ChaosDecision, type ChaosOptions, checkChaosOptions, createChaos, latencyRange } from "./chaos.js";
import type { CoreRequest } from "./http.js";

function settingsOf(options: ChaosOptions): ChaosSettings {
  const [min, max] = latencyRange(options);
  return { latencyMs: { min, max }, failRate: options.failRate ?? 0 };
}

export class ChaosSwitch {
  readonly #random: (() => number) | undefined;
  #settings: ChaosSettings;
  #decide: (request: CoreRequest) => ChaosDecision;

  /** `options` as resolveOptions checked them. */
  constructor(options: ChaosOptions = {}) {
    this.#random = options.random;
    this.#settings = settingsOf(options);
    this.#decide = createChaos(options);
  }

  /** The latency range and fail rate in force. */
  get settings(): ChaosSettings {
    return { latencyMs: { ...this.#settings.latencyMs }, failRate: this.#settings.failRate };
  }

  /** Puts new settings in force; throws a TypeError for values past the bounds, changing nothing. */
  set(settings: ChaosSettings): void {
    const { min, max } = settings.latencyMs;
    const options: ChaosOptions = { latencyMs: [min, max], failRate: settings.failRate };
    checkChaosOptions(options);
    this.#decide = createChaos(this.#random ? { ...options, random: this.#random } : options);
    this.#settings = settingsOf(options);
  }

  /** What chaos does to one request, under the settings in force. */
  decide = (request: CoreRequest): ChaosDecision => this.#decide(request);
}
