/**
 * The closed lists the API document gives for the list's query parameters (an enum, such
 * as status), read from spec/openapi.yaml, and the values just outside each: what a
 * target must not take for a member.
 */
import { loadDocuments } from "@jobs-toolkit/spec/document";

/** A query parameter whose values are a closed list. */
export interface ClosedParameter {
  name: string;
  values: readonly string[];
}

type Node = Record<string, unknown>;

/** `node`, or what its local `$ref` points at. */
function resolve(document: Node, node: unknown): Node {
  let current = node as Node;
  while (typeof current?.$ref === "string") {
    current = current.$ref
      .replace(/^#\//, "")
      .split("/")
      .reduce<Node>((at, key) => at[key] as Node, document);
  }
  return current;
}

/** The query parameters of `operationId` whose schema is an enum of strings. */
export function closedQueryParameters(operationId: string): ClosedParameter[] {
  const { api } = loadDocuments();
  const operation = Object.values(api.paths)
    .flatMap((item) => Object.values(item))
    .find((candidate) => (candidate as Node)?.operationId === operationId) as Node | undefined;
  const parameters = (operation?.parameters ?? []) as unknown[];
  return parameters.flatMap((raw) => {
    const parameter = resolve(api, raw);
    const values = resolve(api, parameter.schema).enum;
    return parameter.in === "query" && Array.isArray(values) && values.every((value) => typeof value === "string")
      ? [{ name: String(parameter.name), values }]
      : [];
  });
}

/**
 * Values one edit away from each member, and in no case a member: one character short and
 * one too many. A case variant is left out, as the document does not say whether case counts.
 */
export function justOutside(values: readonly string[]): string[] {
  const members = new Set(values.map((value) => value.toLowerCase()));
  const near = values.flatMap((value) => [value.slice(0, -1), `${value}x`]);
  return [...new Set(near)].filter((value) => value !== "" && !members.has(value.toLowerCase()));
}

let words: ReadonlySet<string> | undefined;

/** Every string of an enum anywhere in the API document (a job's status, say): vocabulary, never made-up text. */
export function documentedWords(): ReadonlySet<string> {
  if (words === undefined) {
    const found = new Set<string>();
    const visit = (node: unknown): void => {
      if (Array.isArray(node)) {
        node.forEach(visit);
      } else if (node !== null && typeof node === "object") {
        const { enum: values } = node as Node;
        if (Array.isArray(values)) {
          for (const value of values) {
            if (typeof value === "string") {
              found.add(value);
            }
          }
        }
        Object.values(node).forEach(visit);
      }
    };
    visit(loadDocuments().api);
    words = found;
  }
  return words;
}
