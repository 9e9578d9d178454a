/**
 * The desired state of `jobs sync`: every job in the files and folders given, each
 * with its referenceId. A broken file stops the sync before anything is sent, since
 * pruning without it would archive the jobs it names.
 */

import { readdir, stat } from "node:fs/promises";
import { extname, join } from "node:path";
import { JOB_FIELD_ORDER } from "@jobs-toolkit/spec";
import type { CliDeps } from "../deps.js";
import { CliError, EXIT, UsageError } from "../errors.js";
import { type InputDocument, isObject, type JsonObject, parseDocuments, readSource } from "../input.js";

/** One job as a file states it. */
export interface DesiredJob {
  referenceId: string;
  /** Where it was read: `FILE`, `FILE:LINE` (NDJSON) or `FILE#N` (YAML documents, JSON arrays). */
  file: string;
  body: JsonObject;
}

/** What sync read, and the warnings worth showing (unknown fields the server would ignore). */
export interface LoadedJobs {
  jobs: DesiredJob[];
  warnings: string[];
}

const JOB_EXTENSIONS = new Set([".json", ".yaml", ".yml", ".ndjson", ".jsonl"]);
const REFERENCE_ID_MAX = 50;

// Fields a job file may hold: the writable ones, and the read-only ones a `jobs get --json` export carries.
const KNOWN_FIELDS: ReadonlySet<string> = new Set(JOB_FIELD_ORDER);

/** Every job file under a folder, sorted so runs are repeatable; hidden files and folders are skipped. */
async function walk(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { withFileTypes: true });
  const files: string[] = [];
  for (const entry of entries.sort((left, right) => left.name.localeCompare(right.name, "en"))) {
    if (entry.name.startsWith(".")) {
      continue;
    }
    const path = join(folder, entry.name);
    if (entry.isDirectory()) {
      files.push(...(await walk(path)));
    } else if (JOB_EXTENSIONS.has(extname(entry.name).toLowerCase())) {
      files.push(path);
    }
  }
  return files;
}

async function expand(path: string): Promise<string[]> {
  if (path === "-") {
    return ["-"];
  }
  try {
    return (await stat(path)).isDirectory() ? await walk(path) : [path];
  } catch {
    throw new UsageError(`cannot read ${path}: no such file or folder`);
  }
}

function checkDocument(document: InputDocument, problems: string[], warnings: string[]): DesiredJob | undefined {
  const { where, value } = document;
  if (!isObject(value)) {
    problems.push(`${where}: a job must be an object with a referenceId`);
    return undefined;
  }
  const { referenceId } = value;
  if (typeof referenceId !== "string" || referenceId.trim() === "") {
    const got = referenceId === undefined ? "none" : JSON.stringify(referenceId);
    problems.push(`${where}: referenceId must be a non-empty string (sync matches jobs by it); got ${got}`);
    return undefined;
  }
  if (referenceId.length > REFERENCE_ID_MAX) {
    problems.push(`${where}: referenceId is longer than ${REFERENCE_ID_MAX} characters`);
    return undefined;
  }
  const unknown = Object.keys(value).filter((key) => !KNOWN_FIELDS.has(key));
  if (unknown.length > 0) {
    warnings.push(`${where}: unknown field ${unknown.join(", ")} (the server ignores it)`);
  }
  return { referenceId, file: where, body: value };
}

/**
 * Reads every job of `paths` (files, folders, or - for stdin), or throws a usage error
 * listing every broken file, missing referenceId and duplicate at once.
 */
export async function loadDesiredJobs(deps: CliDeps, paths: readonly string[]): Promise<LoadedJobs> {
  const problems: string[] = [];
  const warnings: string[] = [];
  const jobs: DesiredJob[] = [];
  const seen = new Map<string, string>();
  const files = (await Promise.all(paths.map(expand))).flat();
  for (const file of files) {
    let documents: InputDocument[];
    try {
      documents = parseDocuments(...(await readSource(deps, file)));
    } catch (error) {
      problems.push((error as Error).message);
      continue;
    }
    for (const document of documents) {
      const job = checkDocument(document, problems, warnings);
      if (!job) {
        continue;
      }
      const earlier = seen.get(job.referenceId);
      if (earlier) {
        problems.push(`${job.file}: referenceId ${job.referenceId} is also in ${earlier}`);
        continue;
      }
      seen.set(job.referenceId, job.file);
      jobs.push(job);
    }
  }
  if (problems.length > 0) {
    throw new CliError(
      `${problems.length} problem${problems.length === 1 ? "" : "s"} in the job files; nothing was sent`,
      EXIT.USAGE,
      problems,
    );
  }
  if (jobs.length === 0) {
    throw new UsageError(`no job files found in ${paths.join(" ")} (.json, .yaml, .yml, .ndjson, .jsonl)`);
  }
  return { jobs, warnings };
}
