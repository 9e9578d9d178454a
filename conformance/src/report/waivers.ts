/**
 * How each waiver fared: its requirement broken (the waiver in use, with the first break
 * as evidence), checked and never broken (no longer needed), or never checked at all.
 */
import type { RequirementId } from "../catalogue/index.js";
import type { Waiver } from "../catalogue/waivers.js";
import type { BreakSeen } from "../context.js";
import type { WaiverOutcome } from "./types.js";

/** The waivers of a run with what its checks saw of each requirement. */
export function waiverOutcomes(
  waivers: readonly Waiver[],
  checks: ReadonlyMap<RequirementId, number>,
  breaks: ReadonlyMap<RequirementId, BreakSeen>,
): WaiverOutcome[] {
  return waivers.map(({ id, reason }): WaiverOutcome => {
    const count = checks.get(id) ?? 0;
    const seen = breaks.get(id);
    if (seen) {
      const { exchange } = seen;
      const request = exchange ? `${exchange.method} ${new URL(exchange.url).pathname}` : undefined;
      return {
        id,
        reason,
        status: "waived",
        checks: count,
        evidence: {
          area: seen.area,
          message: seen.message,
          ...(request ? { request } : {}),
          ...(exchange ? { status: exchange.status } : {}),
        },
      };
    }
    return { id, reason, status: count > 0 ? "no-longer-needed" : "unexercised", checks: count };
  });
}

/** One waiver as a line: its id, how it fared and why it was given. */
export function waiverLine(waiver: WaiverOutcome): string {
  const how = {
    waived: `waived: ${waiver.reason}`,
    "no-longer-needed": `waiver no longer needed: checked ${waiver.checks} times and never broken (waived for: ${waiver.reason})`,
    unexercised: `waiver never exercised: no check of this run reached it (waived for: ${waiver.reason})`,
  }[waiver.status];
  return `${waiver.id}: ${how}`;
}

/** The evidence of a waived requirement, as lines: the request that broke it and what it answered. */
export function evidenceLines(waiver: WaiverOutcome): string[] {
  const { evidence } = waiver;
  if (!evidence) {
    return [];
  }
  const request = evidence.request ? `${evidence.request} answered ${evidence.status}: ` : "";
  return [`[${evidence.area}] ${request}${evidence.message.split("\n")[0]}`];
}
