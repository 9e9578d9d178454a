/**
 * How a drawn deployment refuses: the status, headers and body of each kind of refusal,
 * written from its choices.
 */
import type { Dialect, RefusalDetail, RefusalKind } from "../independent/dialect.js";
import type { Choices } from "./dimensions.js";

type Kind = RefusalKind | "plan";

const CODES: Record<Kind, { name: string; number: number }> = {
  validation: { name: "validation_failed", number: 1001 },
  auth: { name: "unauthorized", number: 1002 },
  "not-found": { name: "not_found", number: 1003 },
  conflict: { name: "duplicate_reference_id", number: 1004 },
  "media-type": { name: "unsupported_media_type", number: 1005 },
  method: { name: "method_not_allowed", number: 1006 },
  plan: { name: "plan_restriction", number: 1007 },
};

const GENERIC: Record<Kind, string> = {
  validation: "The request is invalid.",
  auth: "Authentication failed.",
  "not-found": "Not found.",
  conflict: "Conflict.",
  "media-type": "Unsupported media type.",
  method: "Method not allowed.",
  plan: "Not available on your plan.",
};

const FRENCH: Record<Kind, string> = {
  validation: "La requête est invalide.",
  auth: "Authentification refusée.",
  "not-found": "Introuvable.",
  conflict: "Conflit.",
  "media-type": "Type de média non pris en charge.",
  method: "Méthode non permise.",
  plan: "Non disponible avec votre forfait (plan).",
};

function code(kind: Kind, style: Choices["errorCodeStyle"]): string | number {
  const { name, number } = CODES[kind];
  switch (style) {
    case "UPPER_SNAKE":
      return name.toUpperCase();
    case "kebab-case":
      return name.replaceAll("_", "-");
    case "dotted":
      return `jobs.${name.replace("_", ".")}`;
    case "numeric":
      // A plan refusal names its restriction even where codes are numbers.
      return kind === "plan" ? name : number;
  }
}

function fieldPath(field: string, style: Choices["errorFieldPath"]): string {
  switch (style) {
    case "dotted":
      return field;
    case "pointer":
      return `/${field.split(".").join("/")}`;
    case "brackets":
      return field.replace(/\.(\d+)/g, "[$1]");
  }
}

/** The words a refusal carries: the service's own message, or a fixed one per kind. */
function words(kind: Kind, message: string, style: Choices["errorWords"]): string {
  return style === "detailed" ? message : style === "generic" ? GENERIC[kind] : FRENCH[kind];
}

function body(choices: Choices, kind: Kind, status: number, message: string, field?: string): unknown {
  const text = words(kind, message, choices.errorWords);
  const errorCode = code(kind, choices.errorCodeStyle);
  const path = field === undefined ? undefined : fieldPath(field, choices.errorFieldPath);
  switch (choices.errorShape) {
    case "problem":
      return {
        type: `https://errors.jobs.example/${CODES[kind].name}`,
        title: GENERIC[kind],
        status,
        detail: text,
        code: errorCode,
        ...(path === undefined ? {} : { errors: [{ field: path, message: text }] }),
      };
    case "error-object":
      return {
        error: {
          code: errorCode,
          message: text,
          ...(path === undefined ? {} : { fields: [{ name: path, reason: text }] }),
        },
      };
    case "jsonapi":
      return {
        errors: [
          {
            status: String(status),
            code: errorCode,
            title: GENERIC[kind],
            detail: text,
            ...(path === undefined ? {} : { source: { pointer: fieldPath(field ?? "", "pointer") } }),
          },
        ],
      };
    case "violations":
      return {
        status,
        message: text,
        code: errorCode,
        violations: path === undefined ? [] : [{ field: path, message: text }],
      };
    case "message":
      return { message: text, code: errorCode };
    case "text":
      return undefined;
  }
}

function statusOf(choices: Choices, kind: Kind, detail: RefusalDetail): number {
  switch (kind) {
    case "validation":
      return choices.validationStatus;
    case "auth":
      return detail.keySent ? choices.authInvalidStatus : choices.authMissingStatus;
    case "not-found":
      return detail.unknownRoute ? 404 : choices.missingJobStatus;
    case "conflict":
      return choices.conflictStatus;
    case "media-type":
      return choices.mediaTypeStatus;
    case "method":
      return choices.methodStatus;
    case "plan":
      return choices.planRefusalStatus;
  }
}

function answer(choices: Choices, kind: Kind, message: string, detail: RefusalDetail): Response {
  const status = statusOf(choices, kind, detail);
  const headers: Record<string, string> = {};
  if (kind === "auth" && choices.authChallenge !== "none") {
    headers["WWW-Authenticate"] = choices.authChallenge;
  }
  if (detail.allow && choices.allowHeader !== "none") {
    headers.Allow = choices.allowHeader === "compact" ? detail.allow.replaceAll(" ", "") : detail.allow;
  }
  const bodiless =
    (kind === "auth" && choices.authBody === "empty") || (detail.unknownRoute && choices.unknownRouteBody === "empty");
  if (bodiless) {
    return new Response(null, { status, headers });
  }
  const shaped = body(choices, kind, status, message, detail.field);
  if (shaped === undefined || (kind === "auth" && choices.authBody === "text")) {
    const text = `${CODES[kind].name}: ${words(kind, message, choices.errorWords)}`;
    return new Response(text, { status, headers: { ...headers, "Content-Type": "text/plain; charset=utf-8" } });
  }
  return new Response(JSON.stringify(shaped), {
    status,
    headers: { ...headers, "Content-Type": choices.errorMediaType },
  });
}

/** The refusals of a deployment with `choices`: every kind the service knows, and the plan's. */
export function refusalsOf(choices: Choices): Pick<Dialect, "refuse" | "refusePlan" | "refusesStandardPlan"> {
  return {
    refuse: (kind, message, detail) => answer(choices, kind, message, detail),
    refusesStandardPlan: choices.plans.endsWith("-refused"),
    // Said as any other invalid field, the refusal need not name the plan at all.
    refusePlan: (message: string) =>
      choices.planRefusalWords === "as-validation"
        ? answer(choices, "validation", "autoRefresh is not allowed for this employer", { field: "autoRefresh" })
        : answer(choices, "plan", message, { field: "autoRefresh" }),
  };
}
