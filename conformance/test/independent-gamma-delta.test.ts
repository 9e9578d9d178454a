/**
 * The seed profile against gamma and delta, two more implementations written from the
 * interface document alone with choices unlike alpha's and beta's (reference collections
 * in an envelope, members the document does not name, salary merged on update, other
 * date, link, error and protocol forms): it must never fail a correct backend. Until the
 * suite finds reference collections in an envelope and holds only what the document
 * states, these fail (see `npm run bench:independents -w conformance` for the causes).
 */
import { TARGETS } from "./support/independents.js";
import { passSeedProfiles } from "./support/seed-profile.js";

// Gamma serves the /__admin clock, so the time checks run against it; delta has none.
passSeedProfiles(
  [
    { target: TARGETS.gamma, admin: true },
    { target: TARGETS.delta, admin: false },
  ],
  [3, 1_009, 65_537, 20_261_128],
);
