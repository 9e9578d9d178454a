import { once } from "node:events";
import { connect, type Socket } from "node:net";
import { describe, expect, it } from "vitest";
import { startServer } from "../../src/node/start.js";
import { validJob } from "../support/jobs.js";

function rawRequest(port: number, head: string): Socket {
  const socket = connect(port, "127.0.0.1");
  socket.write(head);
  return socket;
}

async function readAll(socket: Socket): Promise<string> {
  let text = "";
  socket.on("data", (chunk) => (text += chunk));
  await once(socket, "close");
  return text;
}

it("finishes requests in flight when it closes, and takes no new connections", { timeout: 30_000 }, async () => {
  const running = await startServer({ port: 0 });
  const port = Number(new URL(running.url).port);
  const body = JSON.stringify(validJob());
  const socket = rawRequest(
    port,
    `POST /api/v1.1/jobs HTTP/1.1\r\nHost: x\r\nAPI-Key: demo-key-1\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body.slice(0, 20)}`,
  );
  const answer = readAll(socket);
  await new Promise((resolve) => setTimeout(resolve, 100));
  const closing = running.close();
  await expect(fetch(`${running.url}/api/v1.1/jobs`, { headers: { "API-Key": "demo-key-1" } })).rejects.toThrow();
  socket.end(body.slice(20));
  expect(await answer).toMatch(/^HTTP\/1\.1 201 Created/);
  await closing;
});

it("refuses connections past --max-connections", { timeout: 30_000 }, async () => {
  const running = await startServer({ port: 0, maxConnections: 2 });
  const port = Number(new URL(running.url).port);
  const open = [connect(port, "127.0.0.1"), connect(port, "127.0.0.1")];
  await Promise.all(open.map((socket) => once(socket, "connect")));
  await new Promise((resolve) => setTimeout(resolve, 50));
  const third = rawRequest(port, "GET /api/v1.1/jobs HTTP/1.1\r\nHost: x\r\nAPI-Key: demo-key-1\r\n\r\n");
  expect(await readAll(third)).toBe("");
  for (const socket of open) {
    socket.destroy();
  }
  await running.close();
});

it("answers 400 to a request whose headers cannot be parsed, and keeps serving", { timeout: 30_000 }, async () => {
  const running = await startServer({ port: 0 });
  const port = Number(new URL(running.url).port);
  const broken = rawRequest(port, "GET /api/v1.1/jobs HTTP/1.1\r\nHost: x\r\nBad Header\r\n\r\n");
  expect(await readAll(broken)).toMatch(/^HTTP\/1\.1 400/);
  expect((await fetch(`${running.url}/api/v1.1/positiontypes`, { headers: { "API-Key": "demo-key-1" } })).status).toBe(
    200,
  );
  await running.close();
});

/** Resolves with the head of the first answer on `socket`, and how long it took to come. */
function firstHead(socket: Socket): Promise<{ head: string; ms: number }> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    let text = "";
    socket.on("data", (chunk) => {
      text += chunk.toString("latin1");
      if (text.includes("\r\n\r\n")) {
        resolve({ head: text.slice(0, text.indexOf("\r\n\r\n")), ms: performance.now() - started });
      }
    });
    socket.on("error", reject);
  });
}

const HELD_BACK = [
  ["the API", "POST /api/v1.1/jobs"],
  ["the controls", "POST /__admin/employers"],
] as const;

describe.each(HELD_BACK)("a 10 MB body announced to %s", (_, target) => {
  const head = (extra: string) =>
    `${target} HTTP/1.1\r\nHost: 127.0.0.1\r\nAPI-Key: demo-key-1\r\nContent-Type: application/json\r\n${extra}Content-Length: 10000000\r\n\r\n`;

  it("is refused with a 413 while the client still holds the body back", { timeout: 30_000 }, async () => {
    const running = await startServer({ port: 0 });
    const socket = rawRequest(Number(new URL(running.url).port), head(""));
    const { head: answer, ms } = await firstHead(socket);
    expect(answer).toMatch(/^HTTP\/1\.1 413 /);
    expect(ms).toBeLessThan(1_000);
    socket.destroy();
    await running.close();
  });

  it("is refused before the client is invited to send it, when it waits for 100 Continue, and the connection closes", {
    timeout: 30_000,
  }, async () => {
    const running = await startServer({ port: 0 });
    const socket = rawRequest(Number(new URL(running.url).port), head("Expect: 100-continue\r\n"));
    const { head: answer } = await firstHead(socket);
    expect(answer).toMatch(/^HTTP\/1\.1 413 /);
    expect(answer).toMatch(/^connection: close$/im);
    await once(socket, "close");
    await running.close();
  });
});

it("invites a body within the limit with 100 Continue and answers it", { timeout: 30_000 }, async () => {
  const running = await startServer({ port: 0 });
  const body = JSON.stringify(validJob());
  const socket = rawRequest(
    Number(new URL(running.url).port),
    `POST /api/v1.1/jobs HTTP/1.1\r\nHost: x\r\nAPI-Key: demo-key-1\r\nContent-Type: application/json\r\nExpect: 100-continue\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n`,
  );
  const answer = readAll(socket);
  expect((await firstHead(socket)).head).toBe("HTTP/1.1 100 Continue");
  socket.end(body);
  expect(await answer).toMatch(/\r\n\r\nHTTP\/1\.1 201 Created/);
  await running.close();
});
