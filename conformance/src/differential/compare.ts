/**
 * The differential proof's pure core: two targets' answers to the same requests, compared
 * as an application sees them (status, media type, the headers an app reads, and the shape
 * of the body: member names and JSON types, recursively, with date and link forms), with
 * ids, times and hosts left out because they differ between any two deployments.
 */

/** One request and the answer a target gave it. */
export interface Exchange {
  request: { method: string; path: string };
  status: number;
  headers: Readonly<Record<string, string>>;
  /** The body, parsed when it is JSON; its text otherwise; undefined when empty. */
  body: unknown;
}

/** The headers an application reads. */
const READ_HEADERS = ["location", "allow", "www-authenticate", "access-control-allow-origin", "retry-after"] as const;

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})?$/;

/** The form of a string an app may parse: a date, an instant (with its precision and zone form), a link, or text. */
function stringForm(text: string): string {
  if (DATE.test(text)) {
    return "date";
  }
  const instant = DATE_TIME.exec(text);
  if (instant) {
    return `date-time(${instant[1]?.length ? `${instant[1].length - 1} decimals` : "seconds"}, ${instant[2] === "Z" ? "Z" : instant[2] ? "offset" : "local"})`;
  }
  if (/^https?:\/\//.test(text)) {
    return "absolute-link";
  }
  return text.startsWith("/") ? "relative-link" : "string";
}

/** The shape of a JSON value: names and types, recursively; an array by the union of its elements' shapes. */
function shapeOf(value: unknown): unknown {
  if (value === null) {
    return "null";
  }
  if (Array.isArray(value)) {
    const shapes = new Map(value.map((item) => [JSON.stringify(shapeOf(item)), shapeOf(item)]));
    return [...[...shapes.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([, shape]) => shape)];
  }
  if (typeof value === "object") {
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((name) => [name, shapeOf((value as Record<string, unknown>)[name])]),
    );
  }
  return typeof value === "string" ? stringForm(value) : typeof value;
}

/** A header as an app reads it: links by form, everything else as sent. */
function headerView(name: string, value: string | undefined): string | undefined {
  if (value === undefined) {
    return undefined;
  }
  return name === "location" ? stringForm(value) : value;
}

/** What an app sees of an answer. */
export function appView(exchange: Exchange) {
  const headers = Object.fromEntries(
    Object.entries(exchange.headers).map(([name, value]) => [name.toLowerCase(), value]),
  );
  return {
    status: exchange.status,
    contentType: headers["content-type"]?.split(";")[0]?.trim().toLowerCase() ?? "none",
    headers: Object.fromEntries(READ_HEADERS.map((name) => [name, headerView(name, headers[name]) ?? "absent"])),
    body: exchange.body === undefined ? "empty" : shapeOf(exchange.body),
  };
}

/** The class of answer an exchange belongs to: the operation and the status class it met. */
function answerClass(exchange: Exchange): string {
  const path = exchange.request.path
    .replace(/\?.*$/, "")
    .replace(/\/jobs\/[^/]+$/, "/jobs/{id}")
    .replace(/^\/api\/v1\.1/, "");
  return `${exchange.request.method} ${path} ${exchange.status < 400 ? "success" : "refusal"}`;
}

/** One exchange whose answers an app would tell apart. */
interface Difference {
  request: Exchange["request"];
  answerClass: string;
  /** The parts of the app's view that differ: status, contentType, headers.<name>, body. */
  parts: string[];
  left: ReturnType<typeof appView>;
  right: ReturnType<typeof appView>;
}

/** The proof's outcome: passed only when something was compared, nothing differs and every class was seen on both sides. */
export interface DifferentialReport {
  compared: number;
  differences: Difference[];
  /** Classes of answer one side gave that the other never did. */
  unobserved: string[];
  verdict: "passed" | "failed" | "inconclusive";
}

/** Compares the two targets' exchanges, request by request (both lists answer the same requests in order). */
export function compareExchanges(left: readonly Exchange[], right: readonly Exchange[]): DifferentialReport {
  const compared = Math.min(left.length, right.length);
  const differences: Difference[] = [];
  for (let index = 0; index < compared; index++) {
    const [a, b] = [left[index] as Exchange, right[index] as Exchange];
    const [viewA, viewB] = [appView(a), appView(b)];
    const parts = [
      ...(["status", "contentType", "body"] as const).filter(
        (part) => JSON.stringify(viewA[part]) !== JSON.stringify(viewB[part]),
      ),
      ...READ_HEADERS.filter((name) => viewA.headers[name] !== viewB.headers[name]).map((name) => `headers.${name}`),
    ];
    if (parts.length > 0) {
      differences.push({ request: a.request, answerClass: answerClass(a), parts, left: viewA, right: viewB });
    }
  }
  const classes = (exchanges: readonly Exchange[]) => new Set(exchanges.slice(0, compared).map(answerClass));
  const [leftClasses, rightClasses] = [classes(left), classes(right)];
  const unobserved = [...new Set([...leftClasses, ...rightClasses])]
    .filter((name) => !(leftClasses.has(name) && rightClasses.has(name)))
    .sort();
  const verdict =
    compared === 0 || unobserved.length > 0 ? "inconclusive" : differences.length > 0 ? "failed" : "passed";
  return { compared, differences, unobserved, verdict };
}
