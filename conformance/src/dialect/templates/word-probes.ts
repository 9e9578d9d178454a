/**
 * The requests that learn a deployment's words for each rule, each breaking one rule
 * alone and named as the reference server reports it: every rule of the suite's catalogue
 * (the document's and the reference level's, which the run gives) and every borderline
 * input the reference server refuses, sent as a create; the list query's rules; a
 * referenceId taken and a move refused. And requests breaking several rules at once,
 * whose words may count them.
 */
import { type Acceptance, DESCRIPTION_TAGS, valueAt } from "@jobs-toolkit/spec";
import type { ArbitraryEnvironment } from "../../arbitraries/job-specimen-arb.js";
import { type BodyKind, DEPARTURES, departed, reportedByReference } from "../borderline-inputs.js";
import type { Probe } from "../probe.js";
import type { WordProbe } from "./learn-words.js";

const JOBS = "/api/v1.1/jobs";

/** A rule of the catalogue as learning breaks it: alone, the first of its ways. */
export interface BrokenRule {
  /** How the reference server reports it; a rule without it teaches no words. */
  reportedAs?: { pointer: string; code: string };
  unavailable?: (env: ArbitraryEnvironment) => string | undefined;
  apply(body: Record<string, unknown>, variant: number, env: ArbitraryEnvironment, namespace: string): void;
}

/**
 * What an HTML rule refuses in a description: the first tag it does not allow, or the first
 * attribute a tag may not carry (`a` takes href and target), or an `a` without href.
 */
function refusedInHtml(description: unknown): { tag?: string; attribute?: string } {
  for (const [, tag = "", rest = ""] of String(description).matchAll(/<([a-zA-Z][\w-]*)([^>]*)>/g)) {
    const name = tag.toLowerCase();
    if (!DESCRIPTION_TAGS.has(name)) {
      return { tag: name };
    }
    const attributes = [...rest.matchAll(/([^\s=/"']+)(?:=("[^"]*"|'[^']*'|\S+))?/g)].map(([, attribute = ""]) =>
      attribute.toLowerCase(),
    );
    const stray = attributes.find((attribute) => name !== "a" || (attribute !== "href" && attribute !== "target"));
    if (stray !== undefined) {
      return { tag: name, attribute: stray };
    }
    if (name === "a" && !attributes.includes("href")) {
      return { tag: name };
    }
  }
  return {};
}

/** A create with `body`, the value it sent at `pointer`, and what an HTML rule refuses in a description. */
async function create(probe: Probe, body: Record<string, unknown>, pointer: string) {
  const value = valueAt(body, pointer);
  const facts = pointer === "/description" ? refusedInHtml(value) : {};
  return { answer: await probe.send("POST", JOBS, body), value, facts };
}

/**
 * Creates breaking one rule of a job each: the catalogue's `rules`, then the borderline
 * inputs the fake of a dialect with `acceptance` refuses.
 */
export function jobWordProbes(
  rules: readonly BrokenRule[],
  env: ArbitraryEnvironment,
  acceptance: Acceptance = {},
): WordProbe[] {
  const broken = rules.flatMap((rule): WordProbe[] => {
    const reported = rule.reportedAs;
    if (reported === undefined || rule.unavailable?.(env) !== undefined) {
      return [];
    }
    return [
      {
        reported,
        send: (probe) => {
          const body = probe.job();
          rule.apply(body, 0, env, probe.namespace);
          return create(probe, body, reported.pointer);
        },
      },
    ];
  });
  const borderlines = (Object.keys(DEPARTURES) as BodyKind[]).flatMap((kind): WordProbe[] => {
    const reported = reportedByReference(kind, acceptance);
    if (reported === undefined) {
      return [];
    }
    return [
      {
        reported,
        send: (probe) => {
          const base = probe.job();
          return create(probe, departed(base, DEPARTURES[kind](base) ?? {}), reported.pointer);
        },
      },
    ];
  });
  return [...broken, ...borderlines, ...severalJobRules(rules, env)];
}

/** A rule breaking one field of a job alone, and how the reference server reports it. */
interface FieldBreaker {
  reported: NonNullable<BrokenRule["reportedAs"]>;
  /** Breaks the field in `body`, a job of the run's `namespace`. */
  apply(body: Record<string, unknown>, namespace: string): void;
}

/**
 * The first breakable rule of each job field but the locations (the first segment of its
 * pointer), in the catalogue's order: rules in fields of their own, so none hides another.
 */
function fieldBreakers(rules: readonly BrokenRule[], env: ArbitraryEnvironment): FieldBreaker[] {
  const byField = new Map<string, FieldBreaker>();
  for (const rule of rules) {
    const reported = rule.reportedAs;
    const field = reported?.pointer.split("/")[1];
    if (reported && field && field !== "locations" && !byField.has(field) && rule.unavailable?.(env) === undefined) {
      byField.set(field, { reported, apply: (body, namespace) => rule.apply(body, 0, env, namespace) });
    }
  }
  return [...byField.values()];
}

/**
 * Creates breaking two and then three fields at once, each by a rule of its own so that
 * none hides another: a deployment's words may count the rules a job broke.
 */
function severalJobRules(rules: readonly BrokenRule[], env: ArbitraryEnvironment): WordProbe[] {
  const breakers = fieldBreakers(rules, env);
  const [first] = breakers;
  return first === undefined
    ? []
    : [2, 3]
        .filter((count) => breakers.length >= count)
        .map((count) => ({
          reported: first.reported,
          rules: count,
          send: (probe) => {
            const body = probe.job();
            for (const breaker of breakers.slice(0, count)) {
              breaker.apply(body, probe.namespace);
            }
            return create(probe, body, first.reported.pointer);
          },
        }));
}

/** The list query's rules, as the reference server reports each. */
export const QUERY_RULES: ReadonlyArray<{ parameter: string; sent: string; code: string }> = [
  { parameter: "page", sent: "x", code: "out_of_range" },
  { parameter: "pageSize", sent: "0", code: "out_of_range" },
  { parameter: "status", sent: "activ", code: "invalid_value" },
  // Answered only where a page too large is refused rather than cut to 100.
  { parameter: "pageSize", sent: "101", code: "too_large" },
];

/** Lists breaking one rule of the query each, then the first two at once (words may count them). */
export function queryWordProbes(): WordProbe[] {
  const [page, pageSize] = QUERY_RULES;
  const both = page && pageSize && `${page.parameter}=${page.sent}&${pageSize.parameter}=${pageSize.sent}`;
  return [
    ...QUERY_RULES.map(({ parameter, sent, code }) => ({
      reported: { parameter, code },
      send: async (probe: Probe) => ({ answer: await probe.list(`${parameter}=${sent}`), value: sent }),
    })),
    ...(page && both
      ? [
          {
            reported: { parameter: page.parameter, code: page.code },
            rules: 2,
            send: async (probe: Probe) => ({ answer: await probe.list(both), value: page.sent }),
          },
        ]
      : []),
  ];
}

/** A referenceId taken twice: its words may name the referenceId. */
export function referenceIdWordProbes(): WordProbe[] {
  return [
    {
      reported: { pointer: "/referenceId", code: "duplicate" },
      send: async (probe) => {
        const referenceId = probe.referenceId();
        const holder = (await probe.create({ referenceId })).json?.id;
        const facts = Number.isInteger(holder) ? { holder: String(holder) } : {};
        return { answer: await probe.create({ referenceId }), value: referenceId, facts };
      },
    },
  ];
}

/** An active job moved back to draft: its words may name both statuses. */
export function statusMoveWordProbes(): WordProbe[] {
  return [
    {
      reported: { pointer: "/status", code: "invalid_transition" },
      send: async (probe) => {
        const created = await probe.create({ status: "active" });
        const id = created.json?.id;
        const answer = Number.isInteger(id) ? await probe.send("PUT", `${JOBS}/${id}`, { status: "draft" }) : created;
        return { answer, value: "draft", facts: { was: "active" } };
      },
    },
  ];
}
