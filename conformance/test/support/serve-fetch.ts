/**
 * Serves a fetch function over node:http on a free port, so a variant of the reference
 * server can be reached by a spawned process or a generated reproduction.
 */
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";

/** A fetch function listening on 127.0.0.1. */
export async function serveFetch(
  fetch: (request: Request) => Promise<Response>,
): Promise<{ url: string; close: () => Promise<void> }> {
  const server = createServer(async (incoming, outgoing) => {
    const chunks: Buffer[] = [];
    for await (const chunk of incoming) {
      chunks.push(chunk as Buffer);
    }
    const headers = new Headers();
    for (const [name, value] of Object.entries(incoming.headers)) {
      if (typeof value === "string") {
        headers.set(name, value);
      }
    }
    const body =
      chunks.length > 0 && incoming.method !== "GET" && incoming.method !== "HEAD" ? Buffer.concat(chunks) : undefined;
    const response = await fetch(
      new Request(`http://${incoming.headers.host}${incoming.url}`, {
        method: incoming.method ?? "GET",
        headers,
        ...(body ? { body } : {}),
      }),
    );
    outgoing.writeHead(response.status, Object.fromEntries(response.headers));
    outgoing.end(Buffer.from(await response.arrayBuffer()));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, close: () => new Promise((resolve) => server.close(() => resolve())) };
}
