/**
 * The knobs of a dialect document, each a requirement: a deployment answers as its
 * dialect says. The knob's path in the document ends each statement.
 */

import { requirement } from "./requirement.js";
import { DIALECT_SECTION } from "./sections.js";

const knob = <const Id extends string>(id: Id, says: string) => requirement(id, "dialect", DIALECT_SECTION, says);

/** Dialect-level requirements, one per knob (or pair of knobs read from one answer). */
export const DIALECT_REQUIREMENTS = [
  knob(
    "dialect.errors.validation",
    "A job breaking one rule is refused with the dialect's status, body shape and Content-Type (errors.validation).",
  ),
  knob("dialect.errors.missing-key", "A request without API-Key is refused as the dialect says (errors.missingKey)."),
  knob("dialect.errors.bad-key", "A request with an unknown API key is refused as the dialect says (errors.badKey)."),
  knob(
    "dialect.errors.not-found",
    "A job id the caller has no job under is refused as the dialect says (errors.notFound).",
  ),
  knob(
    "dialect.errors.reference-id-taken",
    "A create naming a referenceId already taken is refused as the dialect says (errors.referenceIdTaken).",
  ),
  knob("dialect.errors.status-move", "A refused status move is refused as the dialect says (errors.statusMove)."),
  knob("dialect.errors.bad-query", "A list query with page=0 is refused as the dialect says (errors.badQuery)."),
  knob(
    "dialect.errors.plan",
    "autoRefresh true from an employer on the standard plan, where refused, is refused as the dialect says (errors.plan).",
  ),
  knob(
    "dialect.upsert.create-status",
    "A PUT by referenceId that creates answers the dialect's status (upsert.createStatus).",
  ),
  knob(
    "dialect.upsert.create-location",
    "A PUT by referenceId that creates carries a Location header exactly when the dialect says (upsert.createLocation).",
  ),
  knob("dialect.paging.links", "paging.next is written in the dialect's form: absolute, path or query (paging.links)."),
  knob(
    "dialect.paging.oversized-page-size",
    "pageSize=101 is clamped to 100 or refused, as the dialect says (paging.oversizedPageSize).",
  ),
  knob(
    "dialect.paging.pages-when-empty",
    "paging.pages is the dialect's value when nothing matches (paging.pagesWhenEmpty).",
  ),
  knob(
    "dialect.paging.page-zero",
    "A list with page=0 is refused as a bad query, or served as page 1, as the dialect says (paging.pageZero).",
  ),
  knob(
    "dialect.paging.ties",
    "Jobs published at the same instant list in the dialect's order: higher id first or lower id first (paging.ties).",
  ),
  knob("dialect.dates.publish-date", "publishDate is written in the dialect's form (dates.publishDate)."),
  knob("dialect.dates.close-date", "closeDate is written in the dialect's form (dates.closeDate)."),
  knob(
    "dialect.absent-reference-id",
    "A job created without a referenceId reads as the dialect says: null or an empty string (absentReferenceId).",
  ),
  knob(
    "dialect.absent-reference-id-in-lists",
    "A job created without a referenceId reads in a list as the dialect says: null or an empty string (absentReferenceIdInLists).",
  ),
  knob("dialect.q", "The list's q matches the title and the referenceId, or the title alone, as the dialect says (q)."),
  knob(
    "dialect.status-filter",
    "status=Active is taken as active (any-case) or refused (exact), as the dialect says (statusFilter).",
  ),
  knob(
    "dialect.status-moves.into-draft",
    "An active job may or may not be moved back to draft, as the dialect says (statusMoves.intoDraft).",
  ),
  knob(
    "dialect.updates.salary",
    "An update's salary replaces the stored one whole or is merged into it, as the dialect says (updates.salary).",
  ),
  knob("dialect.plans", "The employer of each of the run's keys is on the plan the dialect names for it (plans)."),
  knob(
    "dialect.auto-refresh",
    "An auto-refreshing job's publishDate stops at closeDate or goes on past it, and its closeDate stays or moves with it, as the dialect says (autoRefresh).",
  ),
  knob(
    "dialect.auto-refresh-on-standard-plan",
    "autoRefresh: true is kept, stored as false or refused for the standard plan, as the dialect says (autoRefreshOnStandardPlan).",
  ),
  knob(
    "dialect.violations",
    "A job breaking two rules is refused naming both, or only the first, as the dialect says (violations).",
  ),
  knob(
    "dialect.routing.head",
    "HEAD is answered as the GET without its body, or refused, as the dialect says (routing.head).",
  ),
  knob(
    "dialect.routing.trailing-slash",
    "A path with a trailing slash is the same resource as without it, or refused, as the dialect says (routing.trailingSlash).",
  ),
  knob(
    "dialect.templates",
    "An answer of a class the dialect has a template for is written by it: status, headers and body (templates).",
  ),
  knob(
    "dialect.reference-in-jobs",
    "Jobs show the salary and routing types, the employer and salary amounts, and resolve location descriptions, as the dialect says (insideJobs, locations).",
  ),
  knob(
    "dialect.reference-data.categories",
    "The job categories are served at the dialect's path, envelope and items (referenceData.categories).",
  ),
  knob(
    "dialect.reference-data.position-types",
    "The position types are served at the dialect's path, envelope and items (referenceData.positionTypes).",
  ),
] as const;
