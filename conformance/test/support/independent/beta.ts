/**
 * Implementation "beta": 422 and 401 with text/plain bodies, a PUT that creates answers
 * 201, ids from 1, dates in whole seconds with `Z` (the closeDate default still counts
 * from the exact publish instant), absolute paging URLs on its own host, pageSize above
 * 100 clamped, every move the transition table does not show allowed, French reference
 * names, collections as bare arrays (categories at /api/v1.1/categories), no locations
 * route, the routing field that does not apply kept for a later switch of routing type,
 * CORS open. With `admin: true` it also serves a clock and its employers' plans at
 * `/__admin`, in the shape the conformance suite drives, so time can be tested.
 */

import { type AdminOptions, withAdmin } from "./admin.js";
import type { Dialect, RefusalKind } from "./dialect.js";
import { Numeral } from "./json-text.js";
import { createService } from "./service.js";

const STATUS: Record<RefusalKind, number> = {
  validation: 422,
  auth: 401,
  "not-found": 404,
  conflict: 422,
  "media-type": 415,
  method: 405,
};

/** The keys beta knows: the first employer is on an unlimited plan. */
export const BETA_KEYS = ["beta-key-1", "beta-key-2"] as const;

const ISO = /^\d{4}-\d{2}-\d{2}(?:T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:\d{2}))?$/;

/** The real time, to the second. */
const wholeSecondClock = () => Math.floor(Date.now() / 1000) * 1000;
const wholeSeconds = (ms: number) => new Date(ms).toISOString().replace(/\.\d{3}Z$/, "Z");

const betaDialect: Dialect = {
  name: "beta",
  employers: [
    { id: 1, name: "Boulangerie Lévesque", apiKey: BETA_KEYS[0], plan: "unlimited" },
    { id: 2, name: "Transports Côté", apiKey: BETA_KEYS[1], plan: "standard" },
  ],
  firstJobId: 1,
  jobIdStep: 1,
  firstPlaceId: 1,
  towns: [
    { city: "Québec", province: "QC" },
    { city: "Gatineau", province: "QC" },
    { city: "Moncton", province: "NB" },
    { city: "Halifax", province: "NS" },
  ],
  describePlace: (city, province) => ({
    name: `${city} (${province})`,
    description: `${city}, ${province}`,
    type: "ville",
  }),
  categories: [
    { id: 1, name: "santé" },
    { id: 2, name: "transport" },
    { id: 3, name: "métiers" },
    { id: 4, name: "restauration" },
    { id: 5, name: "finance" },
  ],
  positionTypes: [
    { id: 1, name: "plein" },
    { id: 2, name: "partiel" },
    { id: 3, name: "TEMPORAIRE" },
  ],
  salaryTypes: {
    1: { name: "annuel", unit: "an" },
    2: { name: "mensuel", unit: "mois" },
    3: { name: "hebdomadaire", unit: "semaine" },
    4: { name: "journalier", unit: "jour" },
    5: { name: "horaire", unit: "heure" },
  },
  routingTypes: { 1: "courriel", 2: "lien" },
  formatInstant: wholeSeconds,
  parseInstant(text) {
    if (!ISO.test(text)) {
      return undefined;
    }
    const ms = Date.parse(text.length === 10 ? `${text}T00:00:00Z` : text);
    return Number.isNaN(ms) ? undefined : ms;
  },
  noReferenceId: null,
  amountOnRead: (amount) => new Numeral(amount.toFixed(4)),
  maxAmount: (amount) => amount,
  extraDecimals: "round",
  rejectNegativeAmounts: false,
  rejectCloseBeforePublish: true,
  requireDescription: false,
  forgetOtherRoutingField: false,
  ambiguousCity: "first",
  allowsUnshownMove: () => true,
  refreshStopsAtClose: false,
  putCreateStatus: 201,
  oversizedPage: "clamp",
  pagesWhenEmpty: 1,
  newerFirstOnTies: false,
  pagingUrl(url, query) {
    const search = new URLSearchParams();
    if (query.q !== undefined) {
      search.set("q", query.q);
    }
    if (query.status !== undefined) {
      search.set("status", query.status);
    }
    // Only what the client sent is carried over, plus the page.
    if (query.sent.has("pageSize")) {
      search.set("pageSize", url.searchParams.get("pageSize") ?? "");
    }
    search.set("page", String(query.page));
    return `${url.origin}/api/v1.1/jobs?${search}`;
  },
  mediaTypeAnyCase: false,
  jsonContentType: "application/json; charset=utf-8",
  corsOrigin: "*",
  refuse: (kind, message) =>
    new Response(message, { status: STATUS[kind], headers: { "Content-Type": "text/plain; charset=utf-8" } }),
  collection: (path) => (path === "/api/v1.1/categories" ? betaDialect.categories : undefined),
  positionTypesPayload: () => betaDialect.positionTypes,
};

/** A fresh beta, empty of jobs. */
export function createBeta(options: AdminOptions = {}) {
  // Beta keeps the whole seconds it shows, so jobs created in one second tie (and list oldest first).
  const service = createService(betaDialect, { ...options, now: options.now ?? wholeSecondClock });
  if (!options.admin) {
    return service;
  }
  return withAdmin(service, betaDialect.employers, wholeSeconds);
}
