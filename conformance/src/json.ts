/**
 * The loose shape the suite reads and writes request and response bodies as.
 */

/** A plain JSON object whose fields the suite reads without narrowing each one. */
// biome-ignore lint/suspicious/noExplicitAny: request and response bodies are plain JSON.
export type Json = Record<string, any>;

/** Whether a parsed value is a JSON object (not null, not an array). */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
