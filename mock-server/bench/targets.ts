/**
 * The ratios the reference server is held to, in one place, so that `npm run bench` and
 * `npm run bench:report` print the targets in force rather than each its own copy.
 */
export const TARGETS = {
  /** GET /jobs/{id} against the bare node:http ceiling. */
  getById: 0.8,
  /** A list page against the naive header server. */
  list: 1,
  /** A `q` search page against the plain page. */
  search: 0.5,
  /** POST and PUT against the naive write server. */
  writes: 0.55,
  /** A list page with 20,000 auto-refreshing jobs also stored, against the same page without them. */
  autoRefreshList: 0.9,
} as const;
