/**
 * The borderline inputs of input acceptance, each as its one departure from a valid job
 * body: learning sends them with a job of its own, the differential proof's edge script
 * with a job the run made, so both ask the deployment the same questions.
 */
import type { Acceptance } from "@jobs-toolkit/spec";

type Body = Record<string, unknown>;
const DAY = 86_400_000;
const TITLE_MAX = 256;
/** More than four decimals, small enough that no tolerance relative to its size hides them. */
export const SIX_DECIMALS = 12.345678;

/** The kinds sent as a changed job body (the Content-Type and the list query have their own request). */
export type BodyKind = Exclude<keyof Acceptance, "mediaTypeUpperCase" | "unknownStatusFilter" | "dateWithoutOffset">;

/** The member no document names that `unknownMember` sends. */
const UNKNOWN_MEMBER = "conformanceBorderline";

const salary = (amount: unknown) => ({ salary: { amount, type: { id: 1 } } });

/**
 * A valid Canadian location the document says every deployment takes, even outside its
 * own collection: the place a borderline form is written of where the job names none as `City, XX`.
 */
const ANY_PLACE: [string, string] = ["Calgary", "AB"];

/** The first location of `base` written `City, XX`, as its city and code. */
function cityAndCode(base: Body): [string, string] {
  const locations = Array.isArray(base.locations) ? base.locations : [];
  for (const location of locations) {
    const match = /^(.+), ([A-Z]{2})$/.exec(String((location as Body | null)?.description ?? ""));
    if (match) {
      return [match[1] ?? "", match[2] ?? ""];
    }
  }
  return ANY_PLACE;
}

/** Whether the location forms are written of a place `base` itself names as `City, XX`, rather than of {@link ANY_PLACE}. */
export const formsOwnPlace = (base: Body): boolean => cityAndCode(base) !== ANY_PLACE;

const relocated = (base: Body, form: (city: string, code: string) => string) => ({
  locations: [{ description: form(...cityAndCode(base)) }],
});

/** The change that names the place the location forms are written of, as `City, XX`. */
export const inCityAndProvince = (base: Body): Body => relocated(base, (city, code) => `${city}, ${code}`);

/** The title a `base` job takes with spaces around it. */
export const spacedTitle = (base: Body) => `  ${String(base.title)}  `;

/** The description with an HTML comment, and the same without it. */
export const commentedDescription = (base: Body) => ({
  sent: `<p>${String(base.title)}</p><!-- a note -->`,
  without: `<p>${String(base.title)}</p>`,
});

/** Each body kind's departure: the members it changes (undefined removes one), or undefined when `base` has nothing to change. */
export const DEPARTURES: Readonly<Record<BodyKind, (base: Body) => Body | undefined>> = {
  astralTitle: (base) => {
    // As many code points as the limit, past it in UTF-16 units.
    const head = `${String(base.title).slice(0, 40)} `;
    return { title: `${head}${"\u{1F600}".repeat(TITLE_MAX - [...head].length)}` };
  },
  statusUpperCase: () => ({ status: "ACTIVE" }),
  surroundingSpaces: (base) => ({ title: spacedTitle(base) }),
  sixDecimals: () => salary(SIX_DECIMALS),
  noDescription: () => ({ description: undefined }),
  htmlComment: (base) => ({ description: commentedDescription(base).sent }),
  stringBoolean: () => ({ confidential: "true" }),
  stringNumber: () => salary("50000"),
  numberTitle: () => ({ title: 12_345 }),
  unknownMember: () => ({ [UNKNOWN_MEMBER]: "blue" }),
  idMember: () => ({ id: 1 }),
  negativeAmount: () => salary(-100),
  nullSalaryType: () => ({ salary: { amount: 50_000, type: null } }),
  closeBeforePublish: () => ({ closeDate: new Date(Date.now() - DAY).toISOString().replace(/\.\d{3}Z$/, "Z") }),
  locationWithoutSpace: (base) => relocated(base, (city, code) => `${city},${code}`),
  locationWithoutComma: (base) => relocated(base, (city, code) => `${city} ${code}`),
  lowerCaseProvince: (base) => relocated(base, (city, code) => `${city}, ${code.toLowerCase()}`),
};

/** The field and code of a violation. */
type Reported = { pointer: string; code: string };

const LOCATION: Reported = { pointer: "/locations/0/description", code: "location_form" };

/** How the reference server reports each body kind it refuses whatever the dialect. */
const REPORTED: Readonly<Partial<Record<BodyKind, Reported>>> = {
  statusUpperCase: { pointer: "/status", code: "invalid_value" },
  sixDecimals: { pointer: "/salary/amount", code: "too_precise" },
  noDescription: { pointer: "/description", code: "required" },
  htmlComment: { pointer: "/description", code: "html_comment" },
  stringBoolean: { pointer: "/confidential", code: "invalid_type" },
  stringNumber: { pointer: "/salary/amount", code: "invalid_type" },
  numberTitle: { pointer: "/title", code: "invalid_type" },
  negativeAmount: { pointer: "/salary/amount", code: "out_of_range" },
  closeBeforePublish: { pointer: "/closeDate", code: "not_after_publish_date" },
};

/**
 * How the reference server, given a dialect's `acceptance`, reports a body kind it
 * refuses: its violation's pointer and code, the name a dialect keeps a deployment's words
 * for the rule under (`templates.words`); undefined where it takes the kind. A test holds
 * it to the reference server's answers.
 */
export function reportedByReference(kind: BodyKind, acceptance: Acceptance = {}): Reported | undefined {
  switch (kind) {
    case "nullSalaryType":
      // Read as a type without its id, the rules name salary.type.id.
      return {
        pointer: acceptance.nullSalaryType === "without-id" ? "/salary/type/id" : "/salary/type",
        code: "required",
      };
    case "unknownMember":
      return acceptance[kind] === "refused" ? { pointer: `/${UNKNOWN_MEMBER}`, code: "unknown_field" } : undefined;
    case "idMember":
      return acceptance[kind] === "refused" ? { pointer: "/id", code: "unknown_field" } : undefined;
    case "locationWithoutSpace":
    case "lowerCaseProvince":
      return acceptance[kind] === "refused" ? LOCATION : undefined;
    case "locationWithoutComma":
      // Without a dialect's reading, `City XX` is a bare city the collection does not know.
      return acceptance[kind] === "refused"
        ? LOCATION
        : { pointer: "/locations/0/description", code: "unknown_location" };
    default:
      return REPORTED[kind];
  }
}

/** A closeDate 30 days on at noon, without offset, and the same at noon UTC. */
export function noonIn30Days(): { local: string; utc: string } {
  const day = new Date(Date.now() + 30 * DAY).toISOString().slice(0, 10);
  return { local: `${day}T12:00:00`, utc: `${day}T12:00:00Z` };
}

/** `base` with `changes` applied, a member whose change is undefined removed. */
export function departed(base: Body, changes: Body): Body {
  const body = { ...base, ...changes };
  for (const [name, value] of Object.entries(changes)) {
    if (value === undefined) {
      delete body[name];
    }
  }
  return body;
}
