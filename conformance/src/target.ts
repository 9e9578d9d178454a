/**
 * Learns what the checks need from the target before they start: the reference
 * collections (so predictions carry the right names), whether its clock can be driven,
 * and the plan of each key when the target reveals it. In the seed profile it also
 * creates and deletes a few probe jobs, to learn which bare city names the target takes.
 * What it cannot find and the checks cannot do without is a set-up problem of the run:
 * nothing is guessed.
 */

import type { JobCreate } from "@jobs-toolkit/spec";
import { CATEGORY_PATHS, COLLECTION_SHAPE, POSITION_TYPES_PATH, readCollection } from "@jobs-toolkit/spec";
import { BARE_CANDIDATES, cityOf } from "./arbitraries/location-pool.js";
import type { KnownLocation, NamedItem, SetupProblem, TargetInfo } from "./context.js";
import type { RecordedExchange } from "./http/recorder.js";
import { CLOCK_SCOPE_HEADER, type Session } from "./session.js";

const MAX_LOCATION_PAGES = 50;

/** The first collection these paths list, with the path that listed it. */
async function listedItems(
  session: Session,
  paths: readonly string[],
): Promise<{ path: string; items: NamedItem[] } | undefined> {
  for (const path of paths) {
    const answer = await session.raw({ method: "GET", path });
    const found = answer.status >= 200 && answer.status < 300 ? readCollection(answer.json) : undefined;
    if (found) {
      // Names are only predicted when the target writes them.
      const items = found.items.map(({ id, name }) => ({ id, name: typeof name === "string" ? name : "" }));
      return { path, items };
    }
  }
  return undefined;
}

/** The ids of a collection: as given, as listed, or as the dialect names them; else a set-up problem. */
async function discoverCollection(
  session: Session,
  wanted: { missing: string; option: string; example: string; given: readonly number[] | undefined; paths: string[] },
  dialectItems: NamedItem[] | undefined,
  problems: SetupProblem[],
): Promise<NamedItem[]> {
  if (wanted.given) {
    return wanted.given.map((id) => ({ id, name: "" }));
  }
  const listed = (await listedItems(session, wanted.paths))?.items ?? dialectItems;
  if (listed) {
    return listed;
  }
  problems.push({
    missing: wanted.missing,
    reason: `no answer of GET ${wanted.paths.join(", ")} holds ${COLLECTION_SHAPE}`,
    pass: `${wanted.option} ${wanted.example}`,
  });
  return [];
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

/** The job the set-up's probes send: the first id of each collection, in `locations`. */
export function probeJob(
  session: Session,
  target: Pick<TargetInfo, "categories" | "positionTypes">,
  locations: readonly string[],
): Record<string, unknown> {
  return {
    title: `${session.context.options.prefix} Set-up probe`,
    locations: locations.map((description) => ({ description })),
    categories: [{ id: target.categories[0]?.id ?? 1 }],
    positionType: { id: target.positionTypes[0]?.id ?? 1 },
    description: "<p>Probe</p>",
    applicantRoutingType: { id: 1 },
    applicationEmail: "jobs@example.org",
  };
}

/**
 * The cities the target takes given alone. Which bare names a service knows is its own
 * business, so each candidate is first sent as `City, XX` (which the service must take),
 * then alone; the jobs are deleted at once.
 */
async function discoverBareCities(
  session: Session,
  target: Omit<TargetInfo, "bareCities" | "taught">,
): Promise<{ accepted: string[]; taught: RecordedExchange[] } | { refused: number }> {
  const api = session.api(0);
  const job = (locations: string[]) => probeJob(session, target, locations);
  let taught: RecordedExchange[] = [];
  /** The status of a create refused, or undefined when the job was made (and deleted). */
  const create = async (locations: string[]): Promise<number | undefined> => {
    const answer = await session.answer(api.POST("/api/v1.1/jobs", { body: job(locations) as JobCreate }));
    if (answer.status < 200 || answer.status >= 300) {
      return answer.status;
    }
    taught = [answer.exchange];
    if (Number.isInteger(answer.json?.id)) {
      const deleted = await session.answer(
        api.DELETE("/api/v1.1/jobs/{id}", { params: { path: { id: answer.json.id } } }),
      );
      taught.push(deleted.exchange);
    }
    return undefined;
  };
  // Refused with every city as `City, XX`, the probe's job is refused for something else.
  const refused = await create(BARE_CANDIDATES);
  if (refused !== undefined) {
    return { refused };
  }
  const teaching = taught;
  const accepted: string[] = [];
  for (const qualified of BARE_CANDIDATES) {
    const city = cityOf(qualified);
    if ((await create([city])) === undefined) {
      accepted.push(city);
    }
  }
  return { accepted, taught: teaching };
}

/**
 * Whether the clock has scopes: asked for the time of a scope of its own (which sets
 * nothing), the target names that scope back. A target with one clock answers its time
 * alone, and the runs that move time then take turns.
 */
async function discoverClockScopes(session: Session): Promise<boolean> {
  const scope = `${session.context.options.prefix}-probe`;
  const answer = await session.admin("GET", "/__admin/clock", undefined, { [CLOCK_SCOPE_HEADER]: scope });
  return answer.status === 200 && answer.json?.scope === scope;
}

/** Reads the collections, probes the clock and the plans; sends only GETs, and in the seed profile the location probe. */
export async function discoverTarget(session: Session): Promise<TargetInfo> {
  const notes: string[] = [];
  return session.recorder.inPhase("setup", async () => {
    // Ids given on the command line win: the target's names are then not predicted.
    const { categoryIds, positionTypeIds, categoriesPath, positionTypesPath, dialect } = session.context.options;
    const { categories: dialectCategories, positionTypes: dialectTypes } = dialect.referenceData ?? {};
    const setup: SetupProblem[] = [];
    // Where the categories are listed is not published: the path given, the dialect's, then the usual ones.
    const categories = await discoverCollection(
      session,
      {
        missing: "the job categories",
        option: "--category-ids",
        example: "101,102",
        given: categoryIds,
        paths: [
          ...new Set([
            ...(categoriesPath ? [categoriesPath] : []),
            ...(dialectCategories?.path ? [dialectCategories.path] : []),
            ...CATEGORY_PATHS,
          ]),
        ],
      },
      dialectCategories?.items,
      setup,
    );
    const positionTypes = await discoverCollection(
      session,
      {
        missing: "the position types",
        option: "--position-type-ids",
        example: "1,2",
        given: positionTypeIds,
        paths: [positionTypesPath ?? dialectTypes?.path ?? POSITION_TYPES_PATH],
      },
      dialectTypes?.items,
      setup,
    );
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
    const clockScopes = clock && (await discoverClockScopes(session));
    // Plans told on the command line win over the ones the target reveals.
    const revealed = clock ? await discoverPlans(session) : session.context.options.apiKeys.map(() => undefined);
    const plans = revealed.map((plan, index) => session.context.options.plans[index] ?? plan);
    const found = { categories, positionTypes, locations, clock, clockScopes, plans, notes, setup };
    // Only the seed profile sends bare cities; the dialect profile's probes send none. Without
    // the ids a job needs, every probe would be refused for them: no probe is sent.
    const seed = session.context.options.profile === "seed" && setup.length === 0;
    const probed = seed ? await discoverBareCities(session, found) : { accepted: [] };
    const bareCities = "accepted" in probed ? probed.accepted : [];
    const taught = "taught" in probed && bareCities.length > 0 ? probed.taught : [];
    if ("refused" in probed) {
      notes.push(
        `the location probe's job, every city given as 'City, XX', was refused (${probed.refused}), so which cities the target takes alone is unknown; jobs send 'City, XX' only`,
      );
    } else if (seed && bareCities.length === 0) {
      notes.push("the target took no city given alone (after taking it as 'City, XX'); jobs send 'City, XX' only");
    }
    return { ...found, bareCities, taught };
  });
}
