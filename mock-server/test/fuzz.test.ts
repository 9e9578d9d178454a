import { once } from "node:events";
import { connect } from "node:net";
import fc from "fast-check";
import { expect, it } from "vitest";
import { checkAnswer } from "../fuzz/check.js";
import { requestArb } from "../fuzz/requests.js";
import { createJobsServer } from "../src/index.js";
import { startServer } from "../src/node/start.js";

it("answers 2,000 generated requests below 500, readably, and changes nothing when it refuses", () => {
  const server = createJobsServer({ bodyLimit: 256 * 1024 });
  fc.assert(
    fc.property(requestArb, (request) => {
      expect(checkAnswer(server, request)).toEqual([]);
    }),
    { numRuns: 2_000 },
  );
});

it("survives garbage on the socket and keeps serving", { timeout: 30_000 }, async () => {
  const running = await startServer({ port: 0 });
  const port = Number(new URL(running.url).port);
  const samples = fc.sample(fc.uint8Array({ minLength: 1, maxLength: 2_000 }), 40);
  samples.push(
    new TextEncoder().encode("POST /api/v1.1/jobs HTTP/1.1\r\nHost: x\r\nContent-Length: 3\r\n\r\n\xff\xfe\xfd"),
  );
  await Promise.all(
    samples.map(async (bytes) => {
      const socket = connect(port, "127.0.0.1");
      socket.on("error", () => {});
      socket.end(bytes);
      socket.resume();
      await once(socket, "close");
    }),
  );
  const body = new Uint8Array([0x7b, 0x22, 0xff, 0x22, 0x3a, 0x31, 0x7d]);
  const invalidUtf8 = await fetch(`${running.url}/api/v1.1/jobs`, {
    method: "POST",
    headers: { "API-Key": "demo-key-1", "Content-Type": "application/json" },
    body,
  });
  expect(invalidUtf8.status).toBe(400);
  expect((await fetch(`${running.url}/api/v1.1/positiontypes`, { headers: { "API-Key": "demo-key-1" } })).status).toBe(
    200,
  );
  await running.close();
});
