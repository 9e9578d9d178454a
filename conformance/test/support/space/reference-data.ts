/**
 * The reference data of a drawn deployment: employers and keys, categories, position
 * types, salary and routing type names, towns, and the collections that serve them.
 */
import type { Dialect, Employer, NamedItem } from "../independent/dialect.js";
import type { Choices } from "./dimensions.js";

const CATEGORY_NAMES: Record<Choices["categoryNames"], readonly string[]> = {
  english: ["Accounting", "Construction", "Health Care", "Information Technology", "Retail", "Transportation"],
  french: ["Comptabilité", "Construction", "Santé", "Informatique", "Commerce de détail", "Transport"],
  upper: ["ACCOUNTING", "CONSTRUCTION", "HEALTH_CARE", "IT", "RETAIL", "TRANSPORT"],
};

const POSITION_TYPE_NAMES: Record<Choices["positionTypeNames"], readonly string[]> = {
  words: ["Full Time", "Part Time", "Contract", "Temporary"],
  codes: ["FT", "PT", "CT", "TMP"],
};

function ids(choice: "from-1" | "from-101" | "from-11" | "sparse", count: number): number[] {
  const start = { "from-1": 1, "from-101": 101, "from-11": 11, sparse: 0 }[choice];
  return Array.from({ length: count }, (_, index) => (choice === "sparse" ? 7_000 + index * 1_009 : start + index));
}

const SALARY_TYPES: Record<Choices["salaryTypeNames"], Record<number, { name: string; unit: string }>> = {
  meaning: {
    1: { name: "Yearly", unit: "year" },
    2: { name: "Monthly", unit: "month" },
    3: { name: "Weekly", unit: "week" },
    4: { name: "Daily", unit: "day" },
    5: { name: "Hourly", unit: "hour" },
  },
  upper: {
    1: { name: "YEAR", unit: "CAD/YEAR" },
    2: { name: "MONTH", unit: "CAD/MONTH" },
    3: { name: "WEEK", unit: "CAD/WEEK" },
    4: { name: "DAY", unit: "CAD/DAY" },
    5: { name: "HOUR", unit: "CAD/HOUR" },
  },
  "per-unit": {
    1: { name: "Annual salary", unit: "per year" },
    2: { name: "Monthly salary", unit: "per month" },
    3: { name: "Weekly pay", unit: "per week" },
    4: { name: "Daily rate", unit: "per day" },
    5: { name: "Hourly wage", unit: "per hour" },
  },
};

const ROUTING_TYPES: Record<Choices["routingTypeNames"], Record<number, string>> = {
  words: { 1: "Email", 2: "URL" },
  camel: { 1: "applyByEmail", 2: "applyByUrl" },
  upper: { 1: "EMAIL", 2: "EXTERNAL_URL" },
};

const TOWNS: Record<Choices["towns"], ReadonlyArray<{ city: string; province: string }>> = {
  west: [
    { city: "Vancouver", province: "BC" },
    { city: "Calgary", province: "AB" },
    { city: "Regina", province: "SK" },
    { city: "Winnipeg", province: "MB" },
  ],
  east: [
    { city: "Toronto", province: "ON" },
    { city: "Montréal", province: "QC" },
    { city: "Halifax", province: "NS" },
    { city: "St. John's", province: "NL" },
  ],
  "shared-names": [
    { city: "London", province: "ON" },
    { city: "Richmond", province: "BC" },
    { city: "Richmond", province: "ON" },
    { city: "Victoria", province: "BC" },
  ],
};

const PLACE_NAMES: Record<
  Choices["locationNames"],
  (city: string, province: string) => { name: string; description: string; type: string }
> = {
  "city-province-country": (city, province) => ({
    name: `${city}, ${province}, Canada`,
    description: `${city}, ${province}`,
    type: "city",
  }),
  upper: (city, province) => ({
    name: `${city.toUpperCase()} (${province})`,
    description: `${city}, ${province}`,
    type: "CITY_PROVINCE",
  }),
  plain: (city, province) => ({ name: city, description: `${city}, ${province}`, type: "town" }),
};

/** The plan of each employer, in the order of their keys: the one the choices put on a standard plan, if any. */
const PLANS: Record<Choices["plans"], [Employer["plan"], Employer["plan"]]> = {
  "both-unlimited": ["unlimited", "unlimited"],
  "second-standard-taken": ["unlimited", "standard"],
  "second-standard-refused": ["unlimited", "standard"],
  // Nothing says a run's first key is an unlimited plan's.
  "first-standard-refused": ["standard", "unlimited"],
};

/** The employers of a deployment, and their keys, on the plans the choices give them. */
function employersOf(choices: Choices): Employer[] {
  const base = choices.employers === "small-ids" ? 1 : 2_000_000_001;
  const [first, second] = PLANS[choices.plans];
  return [
    { id: base, name: "Northern Lights Logistics Inc.", apiKey: "space-key-north-4b1e", plan: first },
    { id: base + 1, name: "Bay of Fundy Fisheries Co-operative", apiKey: "space-key-fundy-9d07", plan: second },
  ];
}

const ENVELOPES: Record<
  Choices["collectionEnvelope"],
  (items: readonly unknown[], name: string, path: string) => unknown
> = {
  array: (items) => items,
  data: (items) => ({ data: items }),
  items: (items) => ({ items, total: items.length }),
  results: (items) => ({ results: items, count: items.length }),
  "data-meta": (items) => ({ data: items, meta: { count: items.length } }),
  hal: (items, name, path) => ({ _links: { self: { href: path } }, _embedded: { [name]: items } }),
};

/** The reference members of a deployment's dialect. */
export function referenceDataOf(
  choices: Choices,
): Pick<
  Dialect,
  | "employers"
  | "categories"
  | "positionTypes"
  | "salaryTypes"
  | "routingTypes"
  | "towns"
  | "describePlace"
  | "collection"
  | "positionTypesPayload"
  | "firstPlaceId"
> {
  const categories: NamedItem[] = ids(choices.categoryIds, 6).map((id, index) => ({
    id,
    name: CATEGORY_NAMES[choices.categoryNames][index] ?? `Category ${id}`,
  }));
  const positionTypes: NamedItem[] = ids(choices.positionTypeIds, 4).map((id, index) => ({
    id,
    name: POSITION_TYPE_NAMES[choices.positionTypeNames][index] ?? `T${id}`,
  }));
  const salaryTypes = SALARY_TYPES[choices.salaryTypeNames];
  const routingTypes = ROUTING_TYPES[choices.routingTypeNames];
  const envelope = ENVELOPES[choices.collectionEnvelope];
  return {
    employers: employersOf(choices),
    categories,
    positionTypes,
    salaryTypes,
    routingTypes,
    towns: TOWNS[choices.towns],
    describePlace: PLACE_NAMES[choices.locationNames],
    firstPlaceId: choices.locationIds === "from-1" ? 1 : 80_000,
    collection(path, { places }) {
      const served: Record<string, { name: string; items: readonly unknown[] }> = {
        "/api/v1.1/salarytypes": {
          name: "salarytypes",
          items: Object.entries(salaryTypes).map(([id, type]) => ({ id: Number(id), ...type })),
        },
      };
      served[choices.categoriesPath] = { name: choices.categoriesPath.split("/").pop() ?? "", items: categories };
      served[choices.locationsPath] = {
        name: "locations",
        items: places.map(({ id, name, description, type }) => ({ id, name, description, type })),
      };
      const found = served[path];
      return found && envelope(found.items, found.name, path);
    },
    positionTypesPayload: () => envelope(positionTypes, "positiontypes", "/api/v1.1/positiontypes"),
  };
}
