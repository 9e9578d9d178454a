import { once } from "node:events";
import { connect, type Socket } from "node:net";
import { expect, it } from "vitest";
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
