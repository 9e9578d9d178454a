/**
 * Whether a fault changes an answer the application's calls receive, told without the
 * contract's expectations: the verifier replays the contract on an instance with the fault
 * and each request goes, the same, to a clean instance, and each pair of answers is
 * compared whole, ids and instants aside. A change only in text the server
 * writes in its own words (a message, a name) is told apart: a contract cannot pin it.
 */
import type { Contract } from "@jobs-toolkit/spec";
import { type ContractReport, verifyContract } from "../../src/contract/verify.js";
import { dateForm, linkForm } from "../../src/differential/forms.js";
import { mirrorFetch } from "../../src/differential/mirror.js";
import type { Fault } from "./independent/faults.js";
import type { Target } from "./independents.js";

const BASE = "http://jobs.deployment.test:8443";

/**
 * The instant the example's tests ran at (their fake's fixed clock): the deployments run
 * at it too, so jobs made in one test share a publishDate as they did when recorded, and
 * their order is the deployment's order of ties, never the luck of a second's boundary.
 */
export const recordedNow = () => Date.parse("2026-11-02T09:00:00Z");

/** How a fault shows in the answers the contract's calls receive. */
export type FaultEffect = "unchanged" | "text only" | "changed";

function normalised(body: string | undefined, keepText: boolean, sent: ReadonlySet<string>): unknown {
  let json: unknown;
  try {
    json = JSON.parse(body ?? "");
  } catch {
    return keepText ? (body ?? "") : "<text>";
  }
  const walk = (value: unknown, key: string): unknown => {
    if (Array.isArray(value)) {
      return value.map((item) => walk(item, key));
    }
    if (value !== null && typeof value === "object") {
      return Object.fromEntries(Object.entries(value).map(([name, inner]) => [name, walk(inner, name)]));
    }
    if (key === "id" && typeof value === "number") {
      return "<id>";
    }
    if (typeof value === "string") {
      const form = dateForm(value);
      if (form !== undefined) {
        return `<date ${form}>`;
      }
      // A link is followed: the parameters it carries and the page it names are what the app gets.
      const link = linkForm(value) && value.includes("?") ? new URLSearchParams(value.split("?")[1]) : undefined;
      if (link !== undefined) {
        return `<link ${[...link].map(([name, inner]) => (name === "page" ? `page=${inner}` : name)).join("&")}>`;
      }
      return keepText || sent.has(value) ? value : "<text>";
    }
    return value;
  };
  return walk(json, "");
}

function sentStrings(contract: Contract): Set<string> {
  const sent = new Set<string>();
  const visit = (value: unknown): void => {
    if (typeof value === "string") {
      sent.add(value);
    } else if (value !== null && typeof value === "object") {
      Object.values(value).forEach(visit);
    }
  };
  for (const test of contract.tests) {
    for (const { request } of test.exchanges) {
      visit(request.body);
      visit(request.url);
    }
  }
  return sent;
}

/** Whether an answer has a Location, and its form (absolute, relative): an app follows it. */
const locationForm = (headers: Readonly<Record<string, string>>) =>
  headers.location === undefined ? "none" : (linkForm(headers.location) ?? "other");

/** The verification of `contract` on `target` with `fault`, and what the fault changes in the answers its calls receive. */
export async function withFault(
  contract: Contract,
  target: Target,
  fault: Fault,
): Promise<{ effect: FaultEffect; report: ContractReport }> {
  const clean = target.create({ admin: false, now: recordedNow });
  const faulty = target.create({ admin: false, behaviour: fault.inject, now: recordedNow });
  const mirror = mirrorFetch(
    (request) => faulty.fetch(request),
    (request) => clean.fetch(request),
    { baseUrl: BASE, keys: new Map(target.keys.map((key) => [key, key])) },
  );
  const report = await verifyContract(contract, {
    fetch: mirror.fetch,
    baseUrl: BASE,
    apiKeys: [...target.keys],
    namespace: "keys",
  });
  const sent = sentStrings(contract);
  // The verifier's clean-up deletes what each test made: no call of the application's, unless it deletes too.
  const deletes = contract.tests.some((test) => test.exchanges.some(({ request }) => request.method === "DELETE"));
  const calls = mirror.pairs.filter(({ left }) => deletes || left.request.method !== "DELETE");
  const differ = (keepText: boolean) =>
    calls.some(
      ({ left, right }) =>
        left.status !== right.status ||
        (left.headers["content-type"] ?? "") !== (right.headers["content-type"] ?? "") ||
        locationForm(left.headers) !== locationForm(right.headers) ||
        JSON.stringify(normalised(left.body, keepText, sent)) !==
          JSON.stringify(normalised(right.body, keepText, sent)),
    );
  return { effect: differ(false) ? "changed" : differ(true) ? "text only" : "unchanged", report };
}
