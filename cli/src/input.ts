/**
 * Job bodies from files or stdin, JSON or YAML, and the typed `-F field=value` /
 * raw `-f field=value` pairs that build or override them.
 */
import { extname } from "node:path";
import { nestsDeeperThan } from "@jobs-toolkit/spec/input-file";
import { parseAllDocuments, type YAMLError } from "yaml";
import type { CliDeps } from "./deps.js";
import { UsageError } from "./errors.js";
import { readFile, readStdin } from "./input-file.js";

/** A JSON object as parsed from input. */
export type JsonObject = Record<string, unknown>;

/** How a text is parsed: by its file extension, or guessed for stdin and other names. */
export type InputKind = "json" | "yaml" | "ndjson" | "auto";

/** One object a file holds, with where it sits for messages. */
export interface InputDocument {
  /** `FILE`, `FILE:LINE` for NDJSON, `FILE#N` for the Nth YAML document or JSON array item. */
  where: string;
  value: unknown;
}

/** The kind a file name implies. */
function kindOf(path: string): InputKind {
  const extension = extname(path).toLowerCase();
  if (extension === ".json") {
    return "json";
  }
  if (extension === ".yaml" || extension === ".yml") {
    return "yaml";
  }
  if (extension === ".ndjson" || extension === ".jsonl") {
    return "ndjson";
  }
  return "auto";
}

function parseNdjson(text: string, name: string): InputDocument[] {
  const documents: InputDocument[] = [];
  for (const [index, line] of text.split("\n").entries()) {
    if (line.trim() === "") {
      continue;
    }
    try {
      documents.push({ where: `${name}:${index + 1}`, value: JSON.parse(line) });
    } catch (error) {
      throw new UsageError(`${name}:${index + 1}: not valid JSON: ${(error as Error).message}`);
    }
  }
  return documents;
}

/**
 * The yaml library's message with its line and column, without the excerpt it appends:
 * its first line ends with the colon that introduces the excerpt.
 */
function yamlErrorText(error: YAMLError): string {
  const [first = ""] = error.message.split("\n");
  const text = first.replace(/:\s*$/, "");
  const [start] = error.linePos ?? [];
  return start === undefined || text.includes(" at line ")
    ? text
    : `${text} at line ${start.line}, column ${start.col}`;
}

function parseYaml(text: string, name: string): InputDocument[] {
  const documents = parseAllDocuments(text);
  const list = Array.isArray(documents) ? documents : [documents];
  const many = list.length > 1;
  return list.map((document, index) => {
    const [error] = document.errors;
    if (error) {
      throw new UsageError(`${name}: not valid YAML: ${yamlErrorText(error)}`);
    }
    try {
      return { where: many ? `${name}#${index + 1}` : name, value: document.toJS({ maxAliasCount: MAX_YAML_ALIASES }) };
    } catch (error) {
      // An alias bomb ("billion laughs") is refused by the yaml library before it expands.
      throw new UsageError(`${name}: not usable YAML: ${(error as Error).message}`);
    }
  });
}

// No job needs more than a few aliases; an alias bomb needs thousands of expansions.
const MAX_YAML_ALIASES = 100;
// A job nests 3 levels deep; deeper input only serves to exhaust the stack of whatever walks it.
const MAX_DEPTH = 32;

/**
 * Every object a text holds: a JSON value (an array counts item by item), NDJSON lines or
 * YAML documents; a value nested deeper than any job is a usage error naming where it sits.
 */
export function parseDocuments(text: string, name: string, kind: InputKind): InputDocument[] {
  const documents = parseText(text, name, kind);
  const deep = documents.find((document) => nestsDeeperThan(document.value, MAX_DEPTH));
  if (deep) {
    throw new UsageError(`${deep.where}: nested more than ${MAX_DEPTH} levels deep`);
  }
  return documents;
}

function parseText(text: string, name: string, kind: InputKind): InputDocument[] {
  let parsed: unknown;
  if (kind === "ndjson") {
    return parseNdjson(text, name);
  }
  if (kind === "yaml") {
    return parseYaml(text, name);
  }
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    if (kind === "json") {
      throw new UsageError(`${name}: not valid JSON: ${(error as Error).message}`);
    }
    // Several lines that each open an object read as NDJSON; anything else as YAML (a superset of JSON).
    const lines = text.split("\n").filter((line) => line.trim() !== "");
    if (lines.length > 1 && lines.every((line) => line.trimStart().startsWith("{"))) {
      return parseNdjson(text, name);
    }
    return parseYaml(text, name);
  }
  if (Array.isArray(parsed)) {
    return parsed.map((value, index) => ({ where: `${name}#${index + 1}`, value }));
  }
  return [{ where: name, value: parsed }];
}

/** Whether a value is a plain JSON object. */
export function isObject(value: unknown): value is JsonObject {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** Reads `--input FILE` or `--input -` (stdin) as one JSON or YAML object. */
export async function readInputObject(deps: CliDeps, source: string): Promise<JsonObject> {
  const documents = parseDocuments(...(await readSource(deps, source)));
  const [first] = documents;
  if (documents.length !== 1 || !first || !isObject(first.value)) {
    throw new UsageError(`${source === "-" ? "stdin" : source}: expected one JSON or YAML object`);
  }
  return first.value;
}

/** The text, display name and kind of a file, or of stdin for `-`. */
export async function readSource(deps: CliDeps, source: string): Promise<[string, string, InputKind]> {
  if (source === "-") {
    if (!deps.stdin) {
      throw new UsageError("no standard input to read from");
    }
    return [await readStdin(deps.stdin), "stdin", "auto"];
  }
  return [await readFile(source), source, kindOf(source)];
}

/** The typed value of `-F`: true, false, null, numbers and JSON arrays, objects or strings; else the text. */
export function typedValue(text: string): unknown {
  if (text === "true") {
    return true;
  }
  if (text === "false") {
    return false;
  }
  if (text === "null") {
    return null;
  }
  if (/^-?(0|[1-9]\d*)(\.\d+)?([eE][+-]?\d+)?$/.test(text)) {
    return Number(text);
  }
  if (/^[[{"]/.test(text)) {
    try {
      return JSON.parse(text);
    } catch (error) {
      throw new UsageError(`-F value ${text} looks like JSON but is not valid: ${(error as Error).message}`);
    }
  }
  return text;
}

// Names that reach an object's prototype rather than a field of its own.
const PROTOTYPE_KEYS: ReadonlySet<string> = new Set(["__proto__", "constructor", "prototype"]);

/** Sets `value` at a dotted path such as `salary.type.id`; a numeric segment indexes an array. */
export function setPath(target: JsonObject, path: string, value: unknown): void {
  const segments = path.split(".");
  if (segments.some((segment) => segment === "")) {
    throw new UsageError(`bad field name '${path}': use names like title or salary.type.id`);
  }
  // At any depth: `x.__proto__.include=true` would otherwise set `include` on every object.
  const forbidden = segments.find((segment) => PROTOTYPE_KEYS.has(segment));
  if (forbidden !== undefined) {
    throw new UsageError(`bad field name '${path}': ${forbidden} is not a field name at any level`);
  }
  let node: Record<string, unknown> | unknown[] = target;
  for (const [index, segment] of segments.entries()) {
    const key = Array.isArray(node) ? Number(segment) : segment;
    const slot = node as Record<string | number, unknown>;
    const next = segments[index + 1];
    if (next === undefined) {
      slot[key] = value;
      break;
    }
    if (typeof slot[key] !== "object" || slot[key] === null) {
      slot[key] = /^\d+$/.test(next) ? [] : {};
    }
    node = slot[key] as Record<string, unknown> | unknown[];
  }
}

/** Applies `-F`/`-f` pairs (`field=value`) to a body, typed for `-F` and as text for `-f`. */
export function applyFields(body: JsonObject, typed: readonly string[], raw: readonly string[]): JsonObject {
  const pairs = [...typed.map((pair) => [pair, true] as const), ...raw.map((pair) => [pair, false] as const)];
  for (const [pair, isTyped] of pairs) {
    const equals = pair.indexOf("=");
    if (equals <= 0) {
      throw new UsageError(`expected field=value; got '${pair}'`);
    }
    const value = pair.slice(equals + 1);
    setPath(body, pair.slice(0, equals), isTyped ? typedValue(value) : value);
  }
  return body;
}

/** Collects a repeatable option's values (commander's argParser for `-F` and `-f`). */
export function collect(value: string, previous: string[] = []): string[] {
  return [...previous, value];
}
