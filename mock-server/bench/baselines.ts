/**
 * The comparison servers, each doing naively the observable work the reference server
 * does: the practical ceiling for Node on this machine (a bare node:http server answering
 * one pre-serialised job); a list server that parses the URL, takes the page's headers
 * from a Map and JSON.stringify's them (with `q`, after testing every header's title and
 * referenceId for the term); and a write server that parses the JSON body,
 * stores it in a Map and stringifies it back, with no validation at all.
 */
import { createServer, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

const JSON_TYPE = "application/json; charset=utf-8";

export async function listenOn(server: Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/** Answers every request with the same bytes. */
export function createCeilingServer(body: string): Server {
  const bytes = Buffer.from(body);
  const headers = { "content-type": JSON_TYPE, "content-length": bytes.length };
  return createServer((_request, response) => {
    response.writeHead(200, headers);
    response.end(bytes);
  });
}

function send(response: ServerResponse, status: number, body: string): void {
  response.writeHead(status, { "content-type": JSON_TYPE, "content-length": Buffer.byteLength(body) });
  response.end(body);
}

type Header = { title?: string; referenceId?: string };

/** Ids whose header's title or referenceId holds the term, lower-cased, in the given order. */
function naiveSearch(headers: ReadonlyMap<number, unknown>, ids: readonly number[], term: string): readonly number[] {
  const lower = term.toLowerCase();
  return ids.filter((id) => {
    const header = headers.get(id) as Header | undefined;
    return Boolean(header?.title?.toLowerCase().includes(lower) || header?.referenceId?.toLowerCase().includes(lower));
  });
}

/**
 * What a server lists, page by page of 100, newest first: each job's list header by id and
 * the ids in order. The naive list server holds these, so it stringifies what the
 * reference server lists, not the whole jobs.
 */
export function listedHeaders(
  read: (url: string) => string,
  count: number,
): { headers: Map<number, unknown>; newestFirst: number[] } {
  const headers = new Map<number, unknown>();
  const newestFirst: number[] = [];
  for (let page = 1; page <= Math.ceil(count / 100); page += 1) {
    for (const header of JSON.parse(read(`/api/v1.1/jobs?page=${page}&pageSize=100`)).data as Array<{ id: number }>) {
      headers.set(header.id, header);
      newestFirst.push(header.id);
    }
  }
  return { headers, newestFirst };
}

/** A list page: the URL parsed, the page's job headers taken from a Map (newest first), stringified. */
export function createNaiveListServer(headers: ReadonlyMap<number, unknown>, newestFirst: readonly number[]): Server {
  return createServer((request, response) => {
    const url = new URL(request.url ?? "/", "http://127.0.0.1");
    const page = Number(url.searchParams.get("page") ?? 1);
    const pageSize = Number(url.searchParams.get("pageSize") ?? 10);
    const q = url.searchParams.get("q");
    const listed = q ? naiveSearch(headers, newestFirst, q) : newestFirst;
    const ids = listed.slice((page - 1) * pageSize, page * pageSize);
    const pages = Math.ceil(listed.length / pageSize);
    const link = (to: number) => `http://127.0.0.1/api/v1.1/jobs?page=${to}&pageSize=${pageSize}`;
    send(
      response,
      200,
      JSON.stringify({
        data: ids.map((id) => headers.get(id)),
        paging: {
          total: listed.length,
          page,
          pages,
          pageSize,
          previous: page > 1 ? link(page - 1) : null,
          next: page < pages ? link(page + 1) : null,
        },
      }),
    );
  });
}

/** Keeps the CPU busy for `micros` microseconds. */
function spin(micros: number): void {
  const until = performance.now() + micros / 1000;
  while (performance.now() < until) {
    // Nothing: the time spent is the point.
  }
}

/**
 * POST and PUT: the JSON body parsed, stored in a Map under an id, written back; nothing
 * checked. `extraMicros` adds that much CPU per request, to show what a given amount of
 * work per write costs in throughput.
 */
export function createNaiveWriteServer(extraMicros = 0): Server {
  const jobs = new Map<number, unknown>();
  const byReference = new Map<string, number>();
  let nextId = 1;
  return createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const job = JSON.parse(Buffer.concat(chunks).toString("utf8")) as { referenceId?: string };
      const known = job.referenceId === undefined ? undefined : byReference.get(job.referenceId);
      const id = known ?? nextId++;
      if (job.referenceId !== undefined) {
        byReference.set(job.referenceId, id);
      }
      const stored = { id, ...job };
      jobs.set(id, stored);
      if (extraMicros > 0) {
        spin(extraMicros);
      }
      send(response, known === undefined ? 201 : 200, JSON.stringify(stored));
    });
  });
}
