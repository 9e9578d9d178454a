/**
 * Every property of the suite, by area, built for one run.
 */
import type { Area } from "../options.js";
import { authenticationProperty } from "./authentication.js";
import { badQueryProperty } from "./bad-query.js";
import { cityOnlyProperty } from "./city-only.js";
import { collectionsProperty } from "./collections.js";
import { conflictsProperty } from "./conflicts.js";
import { decimalsProperty } from "./decimals.js";
import { defaultsProperty } from "./defaults.js";
import { DIALECT_PROPERTIES } from "./dialect.js";
import { limitsProperty } from "./limits.js";
import { listingProperty } from "./listing.js";
import { malformedRequestsProperty } from "./malformed-requests.js";
import { methodOverrideProperty } from "./method-override.js";
import { pagingProperty } from "./paging.js";
import { defineProperty, type PropertyFactory } from "./property.js";
import { protocolProperty } from "./protocol.js";
import { roundTripProperty } from "./round-trip.js";
import { statefulJobsProperty } from "./stateful-jobs.js";
import { tenancyProperty } from "./tenancy.js";
import { timeProperty } from "./time.js";
import { validationRulesProperty } from "./validation-rules.js";

export type { PropertyFactory } from "./property.js";

/** The properties of each area, in the order a run reports them. */
export const PROPERTIES: Record<Area, PropertyFactory[]> = {
  model: [defineProperty(statefulJobsProperty)],
  rules: [
    defineProperty(cityOnlyProperty),
    defineProperty(validationRulesProperty),
    defineProperty(conflictsProperty),
    defineProperty(limitsProperty),
  ],
  requests: [defineProperty(malformedRequestsProperty), defineProperty(protocolProperty)],
  auth: [defineProperty(authenticationProperty)],
  query: [defineProperty(badQueryProperty), defineProperty(listingProperty)],
  paging: [defineProperty(pagingProperty)],
  tenancy: [defineProperty(tenancyProperty)],
  "round-trip": [defineProperty(roundTripProperty)],
  defaults: [defineProperty(defaultsProperty)],
  decimals: [defineProperty(decimalsProperty)],
  override: [defineProperty(methodOverrideProperty)],
  collections: [defineProperty(collectionsProperty)],
  time: [defineProperty(timeProperty)],
  dialect: DIALECT_PROPERTIES,
};
