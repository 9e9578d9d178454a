// A small application to test: it keeps the employer's postings in step with a list
// (upserting each by referenceId, archiving those no longer listed) and shows the
// active ones as a page, rendered on the server or in the browser.
import type { JobsClient } from "@jobs-toolkit/sdk";
import type { JobCreate, JobHeader } from "@jobs-toolkit/spec";

/** A posting as the application keeps it: its own id is the job's referenceId. */
export type Posting = JobCreate & { referenceId: string };

/** Upserts every posting as active and archives the active jobs no longer listed. */
export async function syncPostings(
  client: JobsClient,
  postings: readonly Posting[],
): Promise<{ upserted: number; archived: number }> {
  const listed = new Set(postings.map((posting) => posting.referenceId));
  for (const { referenceId, ...fields } of postings) {
    await client.jobs.upsert(referenceId, { ...fields, status: "active" });
  }
  let archived = 0;
  for await (const job of client.jobs.listAll({ status: "active" })) {
    if (job.referenceId !== null && !listed.has(job.referenceId)) {
      await client.jobs.archive(job.id);
      archived += 1;
    }
  }
  return { upserted: postings.length, archived };
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

/** The list of active jobs as HTML. */
export function renderJobList(jobs: readonly Pick<JobHeader, "title" | "locations">[]): string {
  const items = jobs.map((job) => `<li>${escapeHtml(job.title)} (${escapeHtml(job.locations[0]?.name ?? "")})</li>`);
  return `<ul id="jobs">${items.join("")}</ul>`;
}

/** The job board rendered on the server. */
export async function renderJobBoard(client: JobsClient): Promise<string> {
  const { data } = await client.jobs.list({ status: "active" });
  return `<h1>Open positions</h1>${renderJobList(data)}`;
}

/** The same board as a page that fetches the jobs itself, in the browser. */
export function jobBoardPage(api: { baseUrl: string; apiKey: string }): string {
  const script = `
    const response = await fetch(${JSON.stringify(`${api.baseUrl}/api/v1.1/jobs?status=active`)},
      { headers: { "API-Key": ${JSON.stringify(api.apiKey)} } });
    const { data } = await response.json();
    const list = document.getElementById("jobs");
    for (const job of data) {
      const item = document.createElement("li");
      item.textContent = job.title + " (" + job.locations[0].name + ")";
      list.append(item);
    }
    document.body.dataset.loaded = String(data.length);`;
  return `<!doctype html><title>Jobs</title><h1>Open positions</h1><ul id="jobs"></ul><script type="module">${script}</script>`;
}
