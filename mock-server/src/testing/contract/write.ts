/**
 * Writes a contract from many test files and vitest workers without a lock: each test file
 * writes its own part (`<contract>.parts/<file hash>.json`), then merges every part into
 * the contract by an atomic rename, and merges again if a part changed meanwhile, so the
 * last rename always holds every part written before it.
 */
import { createHash } from "node:crypto";
import { existsSync } from "node:fs";
import { mkdir, readdir, readFile, rename, stat, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { type ContractTest, formatContract, mergeContracts } from "@jobs-toolkit/spec";

/** One test file's tests, and where that file is (absolute), to leave its part out once it is gone. */
export interface ContractPart {
  source: string;
  tests: ContractTest[];
}

const partsOf = (contractFile: string) => `${contractFile}.parts`;

/** Writes `text` to `file` whole or not at all. */
async function writeAtomically(file: string, text: string): Promise<void> {
  const temporary = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
  await writeFile(temporary, text);
  await rename(temporary, file);
}

/** The parts folder's listing: each part's name, size and time, to tell whether it changed. */
async function listing(folder: string): Promise<string> {
  const names = (await readdir(folder)).filter((name) => name.endsWith(".json")).sort();
  const stats = await Promise.all(names.map((name) => stat(join(folder, name))));
  return names.map((name, index) => `${name}:${stats[index]?.size}:${stats[index]?.mtimeMs}`).join("\n");
}

/** Every part's tests; a part whose test file is gone (renamed, deleted) is left out. */
async function partTests(folder: string): Promise<ContractTest[]> {
  const names = (await readdir(folder)).filter((name) => name.endsWith(".json"));
  const parts = await Promise.all(
    names.map(async (name) => JSON.parse(await readFile(join(folder, name), "utf8")) as ContractPart),
  );
  return parts.filter((part) => existsSync(part.source)).flatMap((part) => part.tests);
}

/** Writes one test file's tests as its part of `contractFile` and merges all parts into it. */
export async function writeContractPart(contractFile: string, part: ContractPart): Promise<void> {
  const folder = partsOf(contractFile);
  await mkdir(folder, { recursive: true });
  const name = `${createHash("sha256").update(part.source).digest("hex").slice(0, 16)}.json`;
  await writeAtomically(join(folder, name), `${JSON.stringify(part)}\n`);
  for (;;) {
    const before = await listing(folder);
    await writeAtomically(contractFile, formatContract(mergeContracts(await partTests(folder))));
    if ((await listing(folder)) === before) {
      return;
    }
  }
}
