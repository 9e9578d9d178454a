/** The choices a dialect makes that the store applies: list order, search, job ids and auto-refresh. */
import type { RefreshRule } from "./auto-refresh.js";
import type { JobIdAllocation } from "./job-ids.js";
import type { Ties } from "./listing.js";
import type { SearchCase, SearchFields } from "./search.js";

/** The choices a dialect makes for lists, how it allocates job ids, and how far auto-refresh goes. */
export interface ListingChoices {
  ties: Ties;
  q: SearchFields;
  qCase?: SearchCase | undefined;
  ids?: JobIdAllocation | undefined;
  refresh?: RefreshRule | undefined;
}

/** The reference server's own choices. */
export const DEFAULT_LISTING: ListingChoices = { ties: "newer-first", q: "title-or-reference-id" };
