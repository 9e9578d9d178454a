/**
 * Instants as the contract writes them: RFC 3339 UTC in whole seconds.
 */

/** Seconds in a day. */
export const DAY = 86_400;

/** Epoch seconds as `2026-11-21T15:04:05Z`. */
export function formatInstant(seconds: number): string {
  return `${new Date(seconds * 1000).toISOString().slice(0, 19)}Z`;
}

/** A date-time string as epoch seconds (NaN when unreadable). */
export function parseInstant(text: string): number {
  return Math.floor(Date.parse(text) / 1000);
}

/** Epoch seconds as `2026-11-21`, the UTC day. */
export function formatDay(seconds: number): string {
  return new Date(seconds * 1000).toISOString().slice(0, 10);
}

/** Epoch seconds written with an offset of `minutes` east of UTC, e.g. `2026-11-21T10:04:05-05:00`. */
export function formatWithOffset(seconds: number, minutes: number): string {
  const local = new Date((seconds + minutes * 60) * 1000).toISOString().slice(0, 19);
  const sign = minutes < 0 ? "-" : "+";
  const abs = Math.abs(minutes);
  return `${local}${sign}${String(Math.floor(abs / 60)).padStart(2, "0")}:${String(abs % 60).padStart(2, "0")}`;
}

/** The current time in epoch seconds. */
export function nowSeconds(): number {
  return Math.floor(Date.now() / 1000);
}

/** Resolves after `ms` milliseconds of the wall clock. */
export const pause = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/** The zone an instant is written in (`Z`, `+05:30`); undefined for text that writes none. */
export function writtenZone(text: unknown): string | undefined {
  return typeof text === "string" ? /T[\d:.]+(Z|[+-]\d{2}:\d{2})$/i.exec(text)?.[1] : undefined;
}
