/**
 * `--differential-against URL2 --api-key2 KEY`: the run's requests go to the target and,
 * the same, to a second deployment; afterwards every exchange is compared as an app sees
 * it. It tells what the toolkit's checks cannot: whether an app could tell the two apart.
 */
import { InvalidArgumentError } from "commander";
import { sendAcceptanceEdges } from "./dialect/acceptance-edges.js";
import { EDGE_SCRIPT, edgeRequest } from "./dialect/edge-script.js";
import { sendListEdges } from "./dialect/list-edges.js";
import { sendRefreshEdges } from "./dialect/refresh-edges.js";
import { describeDifference } from "./differential/compare.js";
import { type DifferentialSummary, mirrorFetch, summarise } from "./differential/mirror.js";

type Fetch = (request: Request) => Promise<Response>;

/** The flags this module reads. */
interface DifferentialFlags {
  profile: string;
  differentialAgainst?: string;
  differential?: string;
  apiKey: string[];
  apiKey2: string[];
  timeout: number;
  maxResponseBytes: number;
}

/** A mirrored run: its fetch, and the summary of what it compared once the run is over. */
export interface DifferentialRun {
  fetch: Fetch;
  /** Sends the protocol edge script to both deployments, as the caller holding `apiKey`. */
  sendEdges(baseUrl: string, apiKey: string): Promise<void>;
  summary(): DifferentialSummary;
}

/** The mirrored fetch of a command line with `--differential-against`; undefined without it. */
export function differentialRun(flags: DifferentialFlags, fetch: Fetch | undefined): DifferentialRun | undefined {
  const url = flags.differentialAgainst;
  if (!url) {
    return undefined;
  }
  if (flags.profile === "dialect" || flags.differential) {
    throw new InvalidArgumentError("--differential-against goes with --profile seed or reference, not with dialects.");
  }
  if (flags.apiKey2.length !== flags.apiKey.length) {
    throw new InvalidArgumentError(
      "--differential-against needs one --api-key2 for each --api-key, in the same order.",
    );
  }
  const send = fetch ?? ((request: Request) => globalThis.fetch(request));
  const keys = new Map(flags.apiKey.map((key, index) => [key, flags.apiKey2[index] as string]));
  const limits = { timeoutMs: flags.timeout, maxResponseBytes: flags.maxResponseBytes };
  const mirror = mirrorFetch(send, send, { baseUrl: url, keys, limits });
  const sendEdges = (baseUrl: string, apiKey: string) => {
    const run = Date.now().toString(36);
    return sendProofEdges(mirror, baseUrl, apiKey, { list: `edge${run}`, refresh: `refresh${run}` });
  };
  return { fetch: mirror.fetch, sendEdges, summary: () => summarise(mirror.pairs, "paired") };
}

/**
 * The protocol's edges, sent through `mirror` to both deployments after a run, as the
 * caller holding `apiKey`: the edge script, the acceptance edges of the job both took, the
 * list's and the auto-refresh's (their jobs named by `terms`). An edge a deployment cannot
 * answer is a difference the summary shows, not a crash.
 */
export async function sendProofEdges(
  mirror: ReturnType<typeof mirrorFetch>,
  baseUrl: string,
  apiKey: string,
  terms: { list: string; refresh: string },
): Promise<void> {
  for (const edge of EDGE_SCRIPT) {
    await mirror.fetch(edgeRequest(edge, baseUrl, apiKey)).catch(() => undefined);
  }
  const base = mirror.createdBody();
  if (base) {
    await sendAcceptanceEdges(mirror.fetch, baseUrl, apiKey, base).catch(() => undefined);
  }
  const send = (edge: Parameters<typeof edgeRequest>[0]) =>
    mirror.fetch(edgeRequest(edge, baseUrl, apiKey)).catch(() => new Response(null, { status: 599 }));
  await sendListEdges(send, mirror.jobBothTook(), terms.list);
  await sendRefreshEdges(send, mirror.jobBothTook(), terms.refresh);
}

/** Most kinds of difference written out; the count says how many more there are. */
const LISTED = 50;

/**
 * The differing exchanges grouped by kind: the same differences on the same operation (ids
 * and query aside), shown once with its first request and how many more met it.
 */
function kindsOf(differing: DifferentialSummary["differing"]) {
  const kinds = new Map<string, { first: string; count: number }>();
  for (const { request, differences } of differing) {
    const described = differences.map(describeDifference).join("; ");
    const operation = `${request.method} ${new URL(request.url, "http://target").pathname.replace(/\/\d+(?=\/|$)/g, "/{id}")}`;
    const key = `${operation} ${described}`;
    const known = kinds.get(key);
    if (known) {
      known.count += 1;
    } else {
      kinds.set(key, { first: `${request.method} ${request.url}: ${described}`, count: 1 });
    }
  }
  return [...kinds.values()];
}

/** The summary in lines for stderr. */
export function describeSummary(url: string, { compared, differing }: DifferentialSummary): string {
  const lines = [`Differential against ${url}: ${compared} exchanges compared, ${differing.length} differ.`];
  const kinds = kindsOf(differing);
  for (const { first, count } of kinds.slice(0, LISTED)) {
    lines.push(`  ${first}${count > 1 ? ` (and ${count - 1} more like it)` : ""}`);
  }
  if (kinds.length > LISTED) {
    lines.push(`  ... and ${kinds.length - LISTED} more kinds of difference.`);
  }
  if (compared === 0) {
    lines.push("INCONCLUSIVE: no exchange was compared, so nothing was proved.");
  }
  return `${lines.join("\n")}\n`;
}
