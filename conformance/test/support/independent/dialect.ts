/**
 * Everything an implementation decides where the interface document is silent or says
 * "not shown": error statuses and bodies, id allocation, date notation, reference data,
 * paging URL form, and the like. Each independent implementation is one dialect.
 */

/** An item of a reference collection. */
export interface NamedItem {
  id: number;
  name: string;
}

/** A place as a job shows it, with the city and province it was resolved from. */
export interface Place {
  id: number;
  name: string;
  description: string;
  type: string;
  city: string;
  province: string;
  /** The text that names a place of its own (a location form taken as one); absent for every other place. */
  namedBy?: string;
}

/** An employer and the key that authenticates it. */
export interface Employer {
  id: number;
  name: string;
  apiKey: string;
  plan: "standard" | "unlimited";
}

/** Why a request is refused. */
export type RefusalKind = "validation" | "auth" | "not-found" | "conflict" | "media-type" | "method";

/** What a refusal knows beyond its kind and message. */
export interface RefusalDetail {
  /** The field at fault, as a dotted path (`categories.0.id`). */
  field?: string;
  /** The methods the resource takes, for a refused method. */
  allow?: string;
  /** For a refused key: whether the request sent one at all. */
  keySent?: boolean;
  /** For a refusal as not found: the path names no resource at all (rather than no job). */
  unknownRoute?: boolean;
}

/** What a dialect may read from a job to add members the document does not name. */
interface StoredJob {
  id: number;
  /** When the job was created and last written, in milliseconds. */
  createdAt: number;
  updatedAt: number;
}

/** The list query a paging URL carries. */
export interface PageQuery {
  q?: string;
  status?: string;
  pageSize: number;
  page: number;
  /** The query parameters the client actually sent. */
  sent: ReadonlySet<string>;
}

/** What the service reads from the target's own state when serving a reference route. */
interface CollectionsView {
  places: readonly Place[];
  url: URL;
}

/** The choices of one implementation. */
export interface Dialect {
  name: string;
  employers: readonly Employer[];
  firstJobId: number;
  jobIdStep: number;
  firstPlaceId: number;
  /** Towns in the location collection before any job adds one. */
  towns: ReadonlyArray<{ city: string; province: string }>;
  describePlace(city: string, province: string): { name: string; description: string; type: string };
  categories: readonly NamedItem[];
  positionTypes: readonly NamedItem[];
  salaryTypes: Readonly<Record<number, { name: string; unit: string }>>;
  routingTypes: Readonly<Record<number, string>>;
  /** How an instant (milliseconds) is written. */
  formatInstant(ms: number): string;
  /** How closeDate is written, when not as other instants (a date alone, say). */
  formatCloseDate?(ms: number): string;
  /** Members the document does not name, added to each job (`where` is "job") and job header. */
  extraMembers?(job: StoredJob, url: URL, where: "job" | "header"): Record<string, unknown>;
  /** A salary sent in an update: replaces the stored one (the default), or is merged into it. */
  salaryOnUpdate?: "replace" | "merge";
  /** A path with a trailing slash: the same resource, or (the default) no resource. */
  trailingSlash?: "ignored" | "not-found";
  /** HEAD: answered as GET without a body, or (the default) refused as any other method. */
  head?: "as-get" | "refused";
  /** `previous` on a page past the last: the page before it (the default), or the last page. */
  previousPastEnd?: "page-before" | "last-page";
  /** Reads an ISO 8601 date; undefined when it is not one this implementation takes. */
  parseInstant(text: string): number | undefined;
  /** What referenceId shows when the employer gave none. */
  noReferenceId: "" | null;
  /** salary.amount outside create and update answers, and salary.maxAmount always. */
  amountOnRead(amount: number): unknown;
  maxAmount(amount: number): unknown;
  /** Amounts with more than four decimals. */
  extraDecimals: "reject" | "round" | "truncate";
  rejectNegativeAmounts: boolean;
  /** A closeDate earlier than publishDate. */
  rejectCloseBeforePublish: boolean;
  requireDescription: boolean;
  /** The routing field that does not apply (applicationUrl on type 1, applicationEmail on type 2): forgotten, or kept for a later switch of routing type. */
  forgetOtherRoutingField: boolean;
  /** A bare city name that several collection entries share. */
  ambiguousCity: "reject" | "first";
  /** Status moves the transition table does not show (out of draft, back to draft). */
  allowsUnshownMove(from: string, to: string): boolean;
  /** Auto-refresh stops at closeDate. */
  refreshStopsAtClose: boolean;
  /** A refresh moves closeDate on by as much as publishDate (kept where it is when absent). */
  refreshMovesClose?: boolean;
  putCreateStatus: 200 | 201;
  /** pageSize above the documented maximum. */
  oversizedPage: "reject" | "clamp";
  /** `pages` when nothing matches. */
  pagesWhenEmpty: 0 | 1;
  /** Jobs published at the same instant: newer id first, or older. */
  newerFirstOnTies: boolean;
  pagingUrl(url: URL, query: PageQuery): string;
  /** Content-Type is compared without regard to case. */
  mediaTypeAnyCase: boolean;
  jsonContentType: string;
  corsOrigin: string | undefined;
  refuse(kind: RefusalKind, message: string, detail: RefusalDetail): Response;
  /** Reference collection routes beyond /api/v1.1/positiontypes; undefined when not served. */
  collection(path: string, view: CollectionsView): unknown;
  /** The payload of GET /api/v1.1/positiontypes. */
  positionTypesPayload(): unknown;
  /** The id of the n-th job created (from 0); `firstJobId + n * jobIdStep` when absent. */
  jobIdAt?(n: number): number;
  /** How a String's length is counted against its limit: in code points (the default) or UTF-16 code units. */
  lengthUnit?: "code-points" | "utf16-units";
  /** The closeDate kept for one sent or defaulted: the instant itself when absent, or a time of its day. */
  closeDateOfDay?(ms: number): number;
  /** What referenceId shows in a job header when the employer gave none, where unlike the job. */
  noReferenceIdInHeader?: "" | null;
  /** A job's (or header's) members in the order this implementation writes them. */
  orderMembers?(job: Record<string, unknown>): Record<string, unknown>;
  /** How `q` matches a text: as a substring (the default), as whole words, or as a phrase of the text's words. */
  qMatch?: "substring" | "whole-word" | "phrase";
  /** `q` tells upper from lower case. */
  qCaseSensitive?: boolean;
  /** autoRefresh true from an employer on a standard plan is refused (taken when absent). */
  refusesStandardPlan?: boolean;
  /** How a refusal for the employer's plan is answered (a validation refusal when absent). */
  refusePlan?(message: string): Response;
  /** A status filter outside active, archived and draft: refused (the default), matching nothing, or dropped. */
  unknownStatusFilter?: "refuse" | "empty" | "all";
  /** page=0: refused (the default), or read as page 1. */
  pageZero?: "refuse" | "first";
  /** PATCH on a job: refused as any other method (the default), or taken as a partial update. */
  patch?: "refused" | "as-put";
  /** OPTIONS: refused as any other method (the default), or answered 204 with `Allow`. */
  options?: "refused" | "allow";
  /** A job path whose id is not an integer: no resource (the default), or a refused value. */
  malformedId?: "not-found" | "validation";
  /** Strings where Booleans, numbers or ids are due are read as what they spell ("true", "12"). */
  coerceTypes?: boolean;
  /** Leading and trailing spaces of title and referenceId are dropped. */
  trimText?: boolean;
  /** status is read without regard to case ("Active"). */
  statusAnyCase?: boolean;
  /** HTML comments in a description are taken (refused when absent). */
  htmlComments?: boolean;
  /** Body members neither the document names nor a job shows: ignored (the default) or refused. */
  unknownMembers?: "ignored" | "refused";
  /** id sent in a body: ignored (the default) or refused (a GET result without id posts back, so only id). */
  readOnlyMembers?: "ignored" | "refused";
  /** Locations are also read as "City,XX", "City XX" and with a lower-case province code. */
  lenientLocations?: boolean;
  /** Those forms are each a place of its own, named by its text alone, rather than the place their `City, XX` names. */
  ownPlaceForms?: boolean;
  /**
   * When a body's locations are read, each new town added as it is: among the other fields
   * in the document's order (the default), before them all, or after them all.
   */
  locationsRead?: "in-order" | "first" | "last";
  /** X-HTTP-Method-Override naming neither PUT nor DELETE: ignored (the default), or refused as a method. */
  overrideOther?: "ignored" | "refused";
  /** A PUT that creates carries a Location header (only with 201 when absent). */
  putCreateLocation?: boolean;
}
