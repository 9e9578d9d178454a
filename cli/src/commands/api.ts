/**
 * `api METHOD PATH`: the escape hatch, as `gh api` is. The request goes through the
 * SDK's raw client, so it gets the API key, timeouts, retries and method override.
 */

import { describeProblem, type Problem } from "@jobs-toolkit/sdk";
import { Command } from "commander";
import type { Context } from "../context.js";
import { CliError, EXIT, UsageError } from "../errors.js";
import { applyFields, collect, readInputObject } from "../input.js";
import { jsonText, visible, visibleLines } from "../terminal.js";
import { examples } from "./shared.js";

const METHODS = ["GET", "POST", "PUT", "DELETE", "HEAD", "OPTIONS", "PATCH"];

interface ApiOptions {
  input?: string;
  field?: string[];
  rawField?: string[];
  header?: string[];
  include?: boolean;
}

// openapi-fetch's `request`, seen without the spec's path types: PATH is whatever the user typed.
type UntypedRequest = (
  method: string,
  url: string,
  init: Record<string, unknown>,
) => Promise<{ data?: unknown; error?: unknown; response: Response }>;

/** The path as requested: relative paths are under /api/v1.1; the query is split off. */
export function toApiPath(text: string): { path: string; search: string } {
  const [pathPart = "", ...query] = text.split("?");
  const absolute = pathPart.startsWith("/") ? pathPart : `/${pathPart}`;
  const path = absolute.startsWith("/api/") || absolute.startsWith("/__admin") ? absolute : `/api/v1.1${absolute}`;
  return { path, search: query.join("?") };
}

function headersOf(pairs: readonly string[]): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const pair of pairs) {
    const colon = pair.indexOf(":");
    if (colon <= 0) {
      throw new UsageError(`expected -H 'Name: value'; got '${pair}'`);
    }
    headers[pair.slice(0, colon).trim()] = pair.slice(colon + 1).trim();
  }
  return headers;
}

function bodyText(value: unknown): string {
  if (value === undefined || value === "") {
    return "";
  }
  if (typeof value !== "string") {
    return `${jsonText(value, 2)}\n`;
  }
  try {
    return `${jsonText(JSON.parse(value), 2)}\n`;
  } catch {
    // Not JSON: shown as lines, its other control characters escaped.
    const text = visibleLines(value);
    return text.endsWith("\n") ? text : `${text}\n`;
  }
}

/** Creates `api`. */
export function createApiCommand(context: Context): Command {
  return new Command("api")
    .description("send any request to the API and print the response body (an escape hatch)")
    .argument("<method>", `the HTTP method: ${METHODS.join(", ")}`)
    .argument("<path>", "a path under /api/v1.1 (jobs/42), or absolute (/api/v1.1/jobs/42), with an optional ?query")
    .option("-i, --input <file>", "the request body from a JSON or YAML file, or - for stdin")
    .option("-F, --field <field=value>", "a typed body field; for GET, a query parameter (repeatable)", collect)
    .option("-f, --raw-field <field=value>", "a string body field or query parameter (repeatable)", collect)
    .option("-H, --header <name:value>", "an extra request header (repeatable)", collect)
    .option("--include", "print the status line and response headers before the body")
    .addHelpText(
      "after",
      examples(
        "jobs-cli api GET jobs/1042",
        "jobs-cli api GET 'jobs?status=draft&pageSize=5'",
        "jobs-cli api GET jobs -F pageSize=5 -f q=nurse",
        "jobs-cli api PUT jobs -f referenceId=REQ-7 -F status=archived",
        'jobs-cli api DELETE jobs --input - <<< \'{"referenceId": "REQ-7"}\'',
        "# the body goes to stdout; a failure status also writes the problem to stderr and exits 1 (4 for 401)",
      ),
    )
    .action(async (methodText: string, pathText: string, options: ApiOptions, command: Command) => {
      const method = methodText.toUpperCase();
      if (!METHODS.includes(method)) {
        throw new UsageError(`METHOD must be one of ${METHODS.join(", ")}; got '${methodText}'`);
      }
      const { path, search } = toApiPath(pathText);
      const fields = options.field ?? [];
      const raw = options.rawField ?? [];
      let body: Record<string, unknown> | undefined;
      const query = new URLSearchParams(search);
      if (method === "GET" || method === "HEAD") {
        if (options.input !== undefined) {
          throw new UsageError(`${method} takes no body; drop --input`);
        }
        for (const [name, value] of Object.entries(applyFields({}, fields, raw))) {
          query.append(name, String(value));
        }
      } else if (options.input !== undefined || fields.length > 0 || raw.length > 0) {
        const base = options.input === undefined ? {} : await readInputObject(context.deps, options.input);
        body = applyFields(base, fields, raw);
      }
      const client = await context.client(command);
      const request = client.raw.request as unknown as UntypedRequest;
      const outcome = await request(method, path, {
        ...(body === undefined ? {} : { body }),
        headers: headersOf(options.header ?? []),
        parseAs: "text",
        querySerializer: () => query.toString(),
      });
      const { response } = outcome;
      if (options.include) {
        const lines = [
          ["HTTP", response.status, response.statusText].filter(Boolean).join(" "),
          ...[...response.headers].map(([k, v]) => `${k}: ${v}`),
        ].map(visible);
        context.out(`${lines.join("\n")}\n\n`);
      }
      context.out(bodyText(response.ok ? outcome.data : outcome.error));
      if (!response.ok) {
        const problem = outcome.error as Partial<Problem> | undefined;
        const title =
          problem && typeof problem === "object" && typeof problem.title === "string"
            ? describeProblem({ status: response.status, type: "about:blank", ...problem } as Problem)
            : `${response.status} ${response.statusText}`;
        throw new CliError(`${method} ${path}: ${title}`, response.status === 401 ? EXIT.AUTH : EXIT.API);
      }
    });
}
