/**
 * The API reference's TypeScript samples: each operation of the job API document carries
 * one in `x-codeSamples` (what the reference server's `/docs` page shows), and each is
 * also a file in `examples/operations/`, named by its operationId, that `tsc -b`
 * type-checks and the tests run. The document is the one place they are written.
 *
 * `npm run code-samples -w sdk` rewrites the files from the document.
 */
import { mkdir, readdir, rm, writeFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import { loadDocuments, type OpenApiDocument } from "@jobs-toolkit/spec/document";

/** Where the samples' files live. */
export const SAMPLES_DIR = new URL("../examples/operations/", import.meta.url);

/** The label every SDK sample carries in `x-codeSamples`. */
const SDK_LABEL = "@jobs-toolkit/sdk";

const METHODS = ["get", "put", "post", "delete", "patch", "head", "options"];

interface CodeSample {
  lang?: unknown;
  label?: unknown;
  source?: unknown;
}

/** One operation of the document, with its SDK sample if it has one. */
export interface OperationSample {
  operationId: string;
  /** Upper case, as sent. */
  method: string;
  /** The path template, e.g. `/api/v1.1/jobs/{id}`. */
  path: string;
  /** The TypeScript source, or undefined when the operation has no SDK sample. */
  source: string | undefined;
}

/** Every operation of `document` in document order, each with its SDK sample. */
export function operationSamples(document: OpenApiDocument): OperationSample[] {
  return Object.entries(document.paths).flatMap(([path, pathItem]) =>
    METHODS.flatMap((method) => {
      const operation = pathItem[method] as { operationId?: string; "x-codeSamples"?: CodeSample[] } | undefined;
      if (!operation?.operationId) {
        return [];
      }
      const sample = operation["x-codeSamples"]?.find((entry) => entry.label === SDK_LABEL);
      const source = typeof sample?.source === "string" ? sample.source : undefined;
      return [{ operationId: operation.operationId, method: method.toUpperCase(), path, source }];
    }),
  );
}

/** Writes each sample of the job API document to its file, and removes files no operation names. */
async function writeSamples(): Promise<void> {
  const samples = operationSamples(loadDocuments().api);
  await mkdir(SAMPLES_DIR, { recursive: true });
  const wanted = new Set(samples.map((sample) => `${sample.operationId}.ts`));
  for (const file of await readdir(SAMPLES_DIR)) {
    if (!wanted.has(file)) {
      await rm(new URL(file, SAMPLES_DIR));
    }
  }
  for (const { operationId, source } of samples) {
    if (source === undefined) {
      throw new Error(`${operationId} has no x-codeSamples entry labelled ${SDK_LABEL}`);
    }
    await writeFile(new URL(`${operationId}.ts`, SAMPLES_DIR), source);
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await writeSamples();
}
