/**
 * The timeouts the README states hold to the second, on every path: a client that sends
 * its headers a line at a time is cut at 10 s, one that trickles its body at the request
 * timeout. node:http looked for late requests only every 30 s, so both ran up to half a
 * minute past (issue 30).
 */
import { once } from "node:events";
import { connect } from "node:net";
import { afterEach, expect, it } from "vitest";
import { type RunningServer, startServer } from "../../src/node/start.js";

const SLACK_MS = 1_000;

const running: RunningServer[] = [];
afterEach(async () => {
  await Promise.all(running.splice(0).map((server) => server.close()));
});

async function start(options: Parameters<typeof startServer>[0] = {}): Promise<number> {
  const server = await startServer({ port: 0, ...options });
  running.push(server);
  return Number(new URL(server.url).port);
}

/**
 * Sends `head`, then `drip` every 2 s, until the server closes the connection; resolves
 * with how long that took and the status line of what it answered, if anything.
 */
function trickle(port: number, head: string, drip: () => string): Promise<{ ms: number; answer: string }> {
  return new Promise((resolve) => {
    const started = performance.now();
    const socket = connect(port, "127.0.0.1");
    let answer = "";
    const timer = setInterval(() => socket.write(drip()), 2_000);
    socket.on("data", (chunk) => (answer += chunk.toString("latin1")));
    socket.on("error", () => {});
    socket.on("close", () => {
      clearInterval(timer);
      resolve({ ms: performance.now() - started, answer: answer.split("\r\n")[0] ?? "" });
    });
    socket.write(head);
  });
}

it("cuts a client that sends its headers a line every 2 s at 10 s, on the API, the pages and the controls", {
  timeout: 45_000,
}, async () => {
  const port = await start();
  const outcomes = await Promise.all(
    ["/api/v1.1/jobs", "/", "/docs", "/__admin/state"].map((path) =>
      trickle(port, `GET ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\n`, () => `X-Line-${performance.now()}: more\r\n`),
    ),
  );
  for (const { ms, answer } of outcomes) {
    expect(answer).toBe("HTTP/1.1 408 Request Timeout");
    expect(ms).toBeGreaterThanOrEqual(10_000);
    expect(ms).toBeLessThanOrEqual(10_000 + SLACK_MS);
  }
});

it("cuts a client that trickles its body at the request timeout, on the API and the controls", {
  timeout: 45_000,
}, async () => {
  const requestTimeoutMs = 5_000;
  const port = await start({ requestTimeoutMs, headersTimeoutMs: 1_000 });
  const head = (target: string) =>
    `${target} HTTP/1.1\r\nHost: 127.0.0.1\r\nAPI-Key: demo-key-1\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n`;
  const outcomes = await Promise.all([
    trickle(port, head("POST /api/v1.1/jobs"), () => " "),
    trickle(port, head("POST /__admin/employers"), () => " "),
  ]);
  for (const { ms, answer } of outcomes) {
    expect(answer).toBe("HTTP/1.1 408 Request Timeout");
    expect(ms).toBeGreaterThanOrEqual(requestTimeoutMs);
    expect(ms).toBeLessThanOrEqual(requestTimeoutMs + SLACK_MS);
  }
});

it("announces an idle keep-alive connection to last 5 s, and closes it 1 s after", { timeout: 30_000 }, async () => {
  const port = await start();
  const socket = connect(port, "127.0.0.1");
  socket.write("GET /api/v1.1/positiontypes HTTP/1.1\r\nHost: 127.0.0.1\r\nAPI-Key: demo-key-1\r\n\r\n");
  const [answer] = (await once(socket, "data")) as [Buffer];
  const answered = performance.now();
  expect(answer.toString("latin1")).toMatch(/^Keep-Alive: timeout=5$/im);
  await once(socket, "close");
  const idleMs = performance.now() - answered;
  expect(idleMs).toBeGreaterThanOrEqual(5_000);
  expect(idleMs).toBeLessThanOrEqual(6_000 + SLACK_MS);
});
