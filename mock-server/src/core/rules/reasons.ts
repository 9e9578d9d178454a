/**
 * Which requirement each broken rule breaks: a violation's code and the field it sits in
 * name one id of `@jobs-toolkit/spec/requirements`. Read only when a request is refused,
 * so the rules themselves stay free of it.
 */
import type { RequirementId } from "@jobs-toolkit/spec/requirements";
import type { Violation } from "../domain/errors.js";

/** The field limits the interface document states, by the top-level field (and a location's description). */
const TOO_LONG: Readonly<Record<string, RequirementId>> = {
  title: "limits.title.max-256",
  referenceId: "limits.reference-id.max-50",
  applicationEmail: "limits.application-email.max-50",
  applicationUrl: "limits.application-url.max-200",
  locations: "limits.location-description.max-300",
};

/** A field required only with another: the routing type's contact field, a salary's type. */
const REQUIRED_WITH: Readonly<Record<string, RequirementId>> = {
  "/applicationEmail": "create.routing.email-required",
  "/applicationUrl": "create.routing.url-required",
  "/salary/type": "create.salary.type-with-amount",
  "/salary/amount": "ref.rules.values",
  "/referenceId": "ref.reference-id.required",
};

const COUNTS: Readonly<Record<string, RequirementId>> = {
  locations: "create.locations.count",
  categories: "create.categories.count",
};

const HTML: Readonly<Record<string, RequirementId>> = {
  html_tag: "description.tags.others-rejected",
  html_attribute: "description.attributes.others-rejected",
  html_href_missing: "description.a.href-required",
  html_href: "ref.rules.html",
  html_comment: "ref.rules.html",
};

/** The top-level field of a pointer: `/locations/0/description` is in `locations`. */
function fieldOf(pointer: string | undefined): string {
  const end = pointer?.indexOf("/", 1) ?? -1;
  return pointer === undefined ? "" : pointer.slice(1, end === -1 ? undefined : end);
}

/** The requirement one broken rule of a job (or of a request naming one) breaks. */
function violationReason({ pointer, code }: Violation): RequirementId {
  const field = fieldOf(pointer);
  switch (code) {
    case "required":
      // A location's own description is a rule of locations; the list itself is a required field.
      return (
        (pointer && REQUIRED_WITH[pointer]) ||
        (field === "locations" && pointer !== "/locations" ? "ref.rules.locations" : "ref.rules.required")
      );
    case "too_long":
      return TOO_LONG[field] ?? "ref.rules.values";
    case "too_few":
    case "too_many":
      return COUNTS[field] ?? "ref.rules.values";
    case "invalid_url":
      return "job.application-url.http-or-https";
    case "invalid_value":
      return field === "status" ? "job.status.values" : "ref.rules.values";
    case "unknown_field":
      return "ref.requests.unknown-and-read-only-fields";
    case "plan":
      return "dialect.auto-refresh-on-standard-plan";
    case "control_character":
      return "ref.rules.values";
    default:
      return HTML[code] ?? (field === "locations" ? "ref.rules.locations" : "ref.rules.values");
  }
}

/** The requirements a refusal's violations break, each once, in the order first broken. */
export function violationReasons(violations: readonly Violation[]): RequirementId[] {
  return [...new Set(violations.map(violationReason))];
}
