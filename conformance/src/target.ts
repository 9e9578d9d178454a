/**
 * Learns what the checks need from the target before they start: the reference
 * collections (so predictions carry the right names), whether its clock can be driven,
 * and the plan of each key when the target reveals it. In the seed profile it also
 * creates and deletes a few probe jobs, to learn which bare city names the target takes.
 */

import type { JobCreate } from "@jobs-toolkit/spec";
import { BARE_CANDIDATES, cityOf } from "./arbitraries/location-pool.js";
import type { KnownLocation, NamedItem, TargetInfo } from "./context.js";
import type { Session } from "./session.js";

/** Used when the target does not list its categories (the seed document shows no payload). */
const FALLBACK_CATEGORIES: NamedItem[] = [1, 2, 3].map((id) => ({ id, name: "" }));
const FALLBACK_POSITION_TYPES: NamedItem[] = [1, 2].map((id) => ({ id, name: "" }));
const MAX_LOCATION_PAGES = 50;
/** Where job categories are usually listed: the published interface does not say. */
export const CATEGORY_PATHS = ["/api/v1.1/jobcategories", "/api/v1.1/categories"];
/** Where the position types are listed. */
export const POSITION_TYPES_PATH = "/api/v1.1/positiontypes";

function namedItems(body: unknown): NamedItem[] | undefined {
  const data = Array.isArray(body) ? body : (body as { data?: unknown } | undefined)?.data;
  if (!Array.isArray(data)) {
    return undefined;
  }
  const items = data.filter((item): item is NamedItem => Number.isInteger(item?.id) && typeof item?.name === "string");
  return items.length > 0 ? items : undefined;
}

/** The items the first of these paths lists. */
async function listedItems(session: Session, paths: readonly string[]): Promise<NamedItem[] | undefined> {
  for (const path of paths) {
    const items = namedItems((await session.raw({ method: "GET", path })).json);
    if (items) {
      return items;
    }
  }
  return undefined;
}

async function discoverLocations(session: Session, notes: string[]): Promise<KnownLocation[] | undefined> {
  const found: KnownLocation[] = [];
  for (let page = 1; page <= MAX_LOCATION_PAGES; page++) {
    const answer = await session.raw({ method: "GET", path: `/api/v1.1/locations?pageSize=100&page=${page}` });
    if (answer.status !== 200 || !Array.isArray(answer.json?.data)) {
      return page === 1 ? undefined : found;
    }
    found.push(...(answer.json.data as KnownLocation[]));
    const { next, pages } = answer.json.paging ?? {};
    if (!next) {
      break;
    }
    // The pages the collection says it has end the walk, whatever its next link says.
    if (typeof pages === "number" && page >= pages) {
      notes.push(`GET /api/v1.1/locations: page ${page}, the last of ${pages}, still has a next link; read no further`);
      break;
    }
  }
  return found;
}

async function discoverPlans(session: Session): Promise<TargetInfo["plans"]> {
  const keys = session.context.options.apiKeys;
  const answer = await session.admin("GET", "/__admin/state");
  const employers = answer.status === 200 && Array.isArray(answer.json?.employers) ? answer.json.employers : [];
  return keys.map((key) => {
    const employer = employers.find((candidate: { apiKeys?: string[] }) => candidate.apiKeys?.includes(key));
    return employer?.plan === "standard" || employer?.plan === "unlimited" ? employer.plan : undefined;
  });
}

/**
 * The cities the target takes given alone. Which bare names a service knows is its own
 * business, so each candidate is first sent as `City, XX` (which the service must take),
 * then alone; the jobs are deleted at once.
 */
async function discoverBareCities(session: Session, target: Omit<TargetInfo, "bareCities">): Promise<string[]> {
  const api = session.api(0);
  const job = (locations: string[]) => ({
    title: `${session.context.options.prefix} Location probe`,
    locations: locations.map((description) => ({ description })),
    categories: [{ id: target.categories[0]?.id ?? 1 }],
    positionType: { id: target.positionTypes[0]?.id ?? 1 },
    description: "<p>Probe</p>",
    applicantRoutingType: { id: 1 },
    applicationEmail: "jobs@example.org",
  });
  const create = async (locations: string[]): Promise<boolean> => {
    const answer = await session.answer(api.POST("/api/v1.1/jobs", { body: job(locations) as JobCreate }));
    if (answer.status < 200 || answer.status >= 300) {
      return false;
    }
    if (Number.isInteger(answer.json?.id)) {
      await session.answer(api.DELETE("/api/v1.1/jobs/{id}", { params: { path: { id: answer.json.id } } }));
    }
    return true;
  };
  if (!(await create(BARE_CANDIDATES))) {
    return [];
  }
  const accepted: string[] = [];
  for (const qualified of BARE_CANDIDATES) {
    const city = cityOf(qualified);
    if (await create([city])) {
      accepted.push(city);
    }
  }
  return accepted;
}

/** Reads the collections, probes the clock and the plans; sends only GETs, and in the seed profile the location probe. */
export async function discoverTarget(session: Session): Promise<TargetInfo> {
  const notes: string[] = [];
  return session.recorder.inPhase("setup", async () => {
    // Ids given on the command line win: the target's names are then not predicted.
    const { categoryIds, positionTypeIds, dialect } = session.context.options;
    const { categories: dialectCategories, positionTypes: dialectTypes } = dialect.referenceData ?? {};
    // Where the categories are listed is not published: the dialect's path, then the usual ones.
    const categoryPaths = [
      ...new Set([...(dialectCategories?.path ? [dialectCategories.path] : []), ...CATEGORY_PATHS]),
    ];
    let categories =
      categoryIds?.map((id) => ({ id, name: "" })) ??
      (await listedItems(session, categoryPaths)) ??
      dialectCategories?.items;
    if (!categories) {
      notes.push(
        `none of ${categoryPaths.join(", ")} lists the job categories; using category ids 1 to 3 (give yours with --category-ids)`,
      );
      categories = FALLBACK_CATEGORIES;
    }
    const typesPath = dialectTypes?.path ?? POSITION_TYPES_PATH;
    let positionTypes =
      positionTypeIds?.map((id) => ({ id, name: "" })) ??
      (await listedItems(session, [typesPath])) ??
      dialectTypes?.items;
    if (!positionTypes) {
      notes.push(
        `GET ${typesPath} lists no position types; using position type ids 1 and 2 (give yours with --position-type-ids)`,
      );
      positionTypes = FALLBACK_POSITION_TYPES;
    }
    // The seed profile builds no input from the location collection, so it does not read it.
    const locations = session.reference ? await discoverLocations(session, notes) : undefined;
    if (session.reference && !locations) {
      notes.push("GET /api/v1.1/locations is not available; jobs use 'City, XX' locations only");
    }
    const clockAnswer = await session.admin("GET", "/__admin/clock");
    const clock = clockAnswer.status === 200 && typeof clockAnswer.json?.now === "string";
    // Start from real time: a clock left standing by an earlier run would skew every date.
    if (clock) {
      await session.admin("PUT", "/__admin/clock", { now: null });
    }
    const plans = clock ? await discoverPlans(session) : session.context.options.apiKeys.map(() => undefined);
    const found = { categories, positionTypes, locations, clock, plans, notes };
    // Only the seed profile sends bare cities; the dialect profile's probes send none.
    const seed = session.context.options.profile === "seed";
    const bareCities = seed ? await discoverBareCities(session, found) : [];
    if (seed && bareCities.length === 0) {
      notes.push("the target took no city given alone (after taking it as 'City, XX'); jobs send 'City, XX' only");
    }
    return { ...found, bareCities };
  });
}
