/**
 * The comparison servers: the practical ceiling for Node on this machine (a bare
 * node:http server answering one pre-serialised job), and a bare server that looks up
 * 100 jobs in a Map and JSON.stringify's them per request (what a naive list costs).
 */
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";

export async function listenOn(server: Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/** Answers every request with the same bytes. */
export function createCeilingServer(body: string): Server {
  const bytes = Buffer.from(body);
  const headers = { "content-type": "application/json; charset=utf-8", "content-length": bytes.length };
  return createServer((_request, response) => {
    response.writeHead(200, headers);
    response.end(bytes);
  });
}

/** Looks up the same 100 jobs in a Map and serialises them on every request. */
export function createNaiveListServer(jobs: ReadonlyMap<number, unknown>, ids: readonly number[]): Server {
  return createServer((_request, response) => {
    const data = ids.map((id) => jobs.get(id));
    const body = JSON.stringify({
      data,
      paging: { total: jobs.size, page: 50, pages: 100, pageSize: 100, previous: null, next: null },
    });
    response.writeHead(200, {
      "content-type": "application/json; charset=utf-8",
      "content-length": Buffer.byteLength(body),
    });
    response.end(body);
  });
}
