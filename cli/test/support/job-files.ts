/** Folders of job files for sync tests. */
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { CLOSE_DAY } from "./close-date.js";

/** The YAML of job `n`: a bare city the server expands, a date-only closeDate, a salary without defaults. */
export function jobYaml(n: number, title = `Job ${n}`): string {
  return `referenceId: SYNC-${String(n).padStart(2, "0")}
title: ${title}
description: <p>Job ${n}.</p>
locations: [{ description: Moncton }]
categories: [{ id: 3 }, { id: 12 }]
positionType: { id: 1 }
closeDate: ${CLOSE_DAY}
salary: { amount: 52000.5, type: { id: 1 } }
applicantRoutingType: { id: 2 }
applicationUrl: https://careers.example/${n}
status: active
`;
}

/** A new folder of `count` job files `sync-NN.yaml`, the second half in `sync-more/` (walked after them). */
export function makeJobFolder(count: number): string {
  const dir = mkdtempSync(join(tmpdir(), "jobs-cli-sync-"));
  mkdirSync(join(dir, "sync-more"));
  for (let n = 1; n <= count; n++) {
    const folder = n > Math.ceil(count / 2) ? join(dir, "sync-more") : dir;
    writeFileSync(join(folder, `sync-${String(n).padStart(2, "0")}.yaml`), jobYaml(n));
  }
  return dir;
}
