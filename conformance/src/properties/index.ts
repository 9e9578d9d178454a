/**
 * Every property of the suite, by area, built for one run.
 */
import type { Area } from "../options.js";
import { authenticationProperty } from "./authentication.js";
import { badQueryProperty } from "./bad-query.js";
import { collectionsProperty } from "./collections.js";
import { conflictsProperty } from "./conflicts.js";
import { decimalsProperty } from "./decimals.js";
import { defaultsProperty } from "./defaults.js";
import { limitsProperty } from "./limits.js";
import { malformedRequestsProperty } from "./malformed-requests.js";
import { methodOverrideProperty } from "./method-override.js";
import { pagingProperty } from "./paging.js";
import type { ConformanceProperty, PropertyEnvironment } from "./property.js";
import { protocolProperty } from "./protocol.js";
import { roundTripProperty } from "./round-trip.js";
import { statefulJobsProperty } from "./stateful-jobs.js";
import { tenancyProperty } from "./tenancy.js";
import { timeProperty } from "./time.js";
import { validationRulesProperty } from "./validation-rules.js";

/** Builds one property from its environment. */
export type PropertyFactory = (environment: PropertyEnvironment) => ConformanceProperty<never>;

/** The properties of each area, in the order a run reports them. */
export const PROPERTIES: Record<Area, PropertyFactory[]> = {
  model: [statefulJobsProperty as PropertyFactory],
  rules: [
    validationRulesProperty as PropertyFactory,
    conflictsProperty as PropertyFactory,
    limitsProperty as PropertyFactory,
  ],
  requests: [malformedRequestsProperty as PropertyFactory, protocolProperty as PropertyFactory],
  auth: [authenticationProperty as PropertyFactory],
  query: [badQueryProperty as PropertyFactory],
  paging: [pagingProperty as PropertyFactory],
  tenancy: [tenancyProperty as PropertyFactory],
  "round-trip": [roundTripProperty as PropertyFactory],
  defaults: [defaultsProperty as PropertyFactory],
  decimals: [decimalsProperty as PropertyFactory],
  override: [methodOverrideProperty as PropertyFactory],
  collections: [collectionsProperty as PropertyFactory],
  time: [timeProperty as PropertyFactory],
};
