/**
 * The seed profile against epsilon and zeta, two more implementations written from the
 * interface document alone with choices unlike the other four (JSON:API error lists and
 * bodiless 401s, 415 and 400 for a missing Content-Type, `previous`
 * past the last page at the last page, a past closeDate refused, dates alone and to the
 * microsecond, reference collections as `{data, meta}` and `{results, total}`): it must
 * never fail a correct backend.
 */
import { TARGETS } from "./support/independents.js";
import { passSeedProfiles } from "./support/seed-profile.js";

// Epsilon serves the /__admin clock, so the time checks run against it; zeta has none.
passSeedProfiles(
  [
    { target: TARGETS.epsilon, admin: true },
    { target: TARGETS.zeta, admin: false },
  ],
  [17, 40_009],
);
