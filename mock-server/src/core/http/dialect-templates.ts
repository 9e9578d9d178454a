/**
 * Answers written by a dialect's templates, learnt by example from a deployment: the
 * server's own answer decides what is said (the job, the page, the broken rules), the
 * template how it reads (status, headers, the body's members and forms). A class the
 * dialect has no template for keeps the server's own answer.
 */
import {
  type AnswerTemplate,
  type OwnRefusal,
  type ResolvedDialect,
  renderBody,
  requestFacts,
  ruleKey,
  valueAt,
  valueText,
  violationFields,
  type WordFacts,
  writeWords,
} from "@jobs-toolkit/spec";
import type { RequirementId } from "@jobs-toolkit/spec/requirements";
import type { Violation } from "../domain/errors.js";
import { realMillis } from "../lib/dates.js";
import { readJsonObject } from "./body.js";
import { bodyText, type CoreRequest, type CoreResponse, type WriteTimes } from "./http.js";
import type { ProblemError } from "./problem.js";

const BY_TEMPLATE: RequirementId = "dialect.templates";

type WordsByRule = NonNullable<ResolvedDialect["templates"]["words"]>;

/** The JSON object a refused request sent, or undefined: read only for words that name a value sent. */
function sentJson(request: CoreRequest): unknown {
  try {
    return readJsonObject(request);
  } catch {
    return undefined;
  }
}

/** A rule's learnt texts, each written with one violation's facts. */
function writtenTexts(texts: Readonly<Record<string, string>>, facts: WordFacts): Record<string, string> {
  return Object.fromEntries(Object.entries(texts).map(([place, text]) => [place, writeWords(text, facts)]));
}

/** A refusal as the markers of a refusal's template read it; each violation with the deployment's words for its rule where learnt. */
function ownRefusal(
  problem: ProblemError,
  status: number,
  words: WordsByRule | undefined,
  request: CoreRequest,
): OwnRefusal {
  let sent: { json: unknown } | undefined;
  const valueSent = (pointer: string | undefined, parameter: string | undefined): unknown => {
    if (parameter !== undefined && !pointer) {
      return new URLSearchParams(request.query).get(parameter) ?? undefined;
    }
    sent ??= { json: sentJson(request) };
    return valueAt(sent.json, pointer ?? "");
  };
  /** The rule's learnt texts: those for the field sent null, or an `a` refused, where that is so; else the rule's. */
  const learntFor = (violation: Violation, value: unknown) => {
    const rule = { pointer: violation.pointer, parameter: violation.parameter, code: violation.code ?? "" };
    const refined = ruleKey({ ...rule, sentNull: value === null, tag: violation.facts?.tag });
    return words?.[refined] ?? words?.[ruleKey(rule)];
  };
  return {
    status,
    message: problem.message,
    count: problem.errors?.length ?? 0,
    ...requestFacts(request.method, request.path, request.header("x-http-method-override"), problem.headers.allow),
    violations: (problem.errors ?? []).map((violation) => {
      const fields = violationFields(violation.pointer, violation.parameter);
      const sentValue = words === undefined ? undefined : valueSent(violation.pointer, violation.parameter);
      const texts = words === undefined ? undefined : learntFor(violation, sentValue);
      const facts = { ...fields, value: valueText(sentValue), was: problem.was, ...violation.facts };
      return {
        status,
        ...fields,
        message: violation.message,
        code: violation.code ?? "",
        ...(texts === undefined ? {} : { texts: writtenTexts(texts, facts) }),
      };
    }),
  };
}

/** Whether a Content-Type (or none) carries JSON. */
function carriesJson(contentType: string | undefined): boolean {
  return contentType === undefined || /[/+]json\b/i.test(contentType);
}

/** `base` as the template writes it; the body's markers read `own`. */
function written(template: AnswerTemplate, base: CoreResponse, own: unknown, origin: string): CoreResponse {
  const headers = { ...base.headers };
  if (template.contentType === null) {
    delete headers["content-type"];
  } else if (template.contentType !== undefined) {
    headers["content-type"] = template.contentType;
  }
  for (const [name, value] of Object.entries(template.headers ?? {})) {
    const header = renderBody(value, headers[name], origin);
    if (header === null || header === undefined) {
      delete headers[name];
    } else {
      headers[name] = String(header);
    }
  }
  const answer: CoreResponse = {
    status: template.status ?? base.status,
    headers,
    reasons: [...(base.reasons ?? []), BY_TEMPLATE],
  };
  if (base.delayMs !== undefined) {
    answer.delayMs = base.delayMs;
  }
  if (template.body === undefined) {
    if (base.body !== undefined) {
      answer.body = base.body;
    }
  } else if (template.body !== null) {
    const body = renderBody(template.body, own, origin);
    answer.body = typeof body === "string" && !carriesJson(headers["content-type"]) ? body : JSON.stringify(body);
  }
  return answer;
}

/** A refusal as the dialect's template for its class writes it; undefined without one. */
export function refusalByTemplate(
  problem: ProblemError,
  dialect: ResolvedDialect,
  request: CoreRequest,
  origin: string,
): CoreResponse | undefined {
  const byClass = problem.refusal && dialect.templates.refusals?.[problem.refusal];
  if (!byClass) {
    return undefined;
  }
  const template = byClass.methods?.[request.method] ?? byClass;
  const base = problem.toResponse();
  // The status a body names is the one the answer goes out with: a deployment that refuses
  // with 400 writes 400 in its problem too, not the reference server's 422.
  const own = ownRefusal(problem, template.status ?? base.status, dialect.templates.words, request);
  return written(template, base, own, origin);
}

/**
 * A job, a page or a collection as the dialect's template writes it; the answer itself
 * without one. A job's own value holds its times of creation and last write too, for a
 * template that shows them (`/createdAt`, `/updatedAt`).
 */
export function answerByTemplate(response: CoreResponse, dialect: ResolvedDialect, origin: string): CoreResponse {
  const template = response.template && dialect.templates[response.template];
  if (!template) {
    return response;
  }
  const text = bodyText(response);
  const own = text === undefined || text === "" ? undefined : JSON.parse(text);
  const times = response.writeTimes;
  const real = dialect.dates.fraction === "real";
  if (times !== undefined && "createdAt" in times) {
    withTimes(own, times, real);
  } else if (times !== undefined) {
    own?.data?.forEach((job: unknown, index: number) => {
      withTimes(job, times[index], real);
    });
  }
  return written(template, response, own, origin);
}

/**
 * A job's own value with its times of creation and last write, for a template to show;
 * with `realFractions`, the milliseconds the server's clock shows in a publishDate it made.
 */
function withTimes(job: unknown, times: WriteTimes | undefined, realFractions: boolean): void {
  if (times && typeof job === "object" && job !== null) {
    const instant = (seconds: number) =>
      new Date(seconds * 1000 + (realFractions ? realMillis(seconds) : 0)).toISOString();
    Object.assign(job, { createdAt: instant(times.createdAt), updatedAt: instant(times.writtenAt) });
  }
}
