/**
 * A body over the limit is answered 413 at once, and the answer must arrive: the server
 * keeps reading and discarding what the client still sends instead of closing under it
 * (a close with unread data makes the kernel reset the connection, and the client loses
 * the 413). Issue 23, item 7, and issue 24, defect 11 (the same edge for the controls).
 */
import { readFileSync } from "node:fs";
import { connect } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type SpawnedServer, spawnServer } from "../support/spawn.js";

const SIZES = [1_100_000, 2_000_000, 5_000_000];
const TRIES = 200;
const BATCH = 20;

let server: SpawnedServer;
let port: number;
beforeAll(async () => {
  server = await spawnServer();
  port = Number(new URL(server.url).port);
}, 30_000);
afterAll(() => server.stop());

/** The server's resident memory and its peak so far, in bytes (Linux). */
function memoryOf(pid: number): { rss: number; peak: number } {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const kilobytes = (field: string) =>
    Number(new RegExp(`^${field}:\\s+(\\d+) kB`, "m").exec(status)?.[1] ?? Number.NaN);
  return { rss: kilobytes("VmRSS") * 1024, peak: kilobytes("VmHWM") * 1024 };
}

/** Runs `count` tries, `BATCH` at a time, and counts the outcomes. */
async function tally(count: number, attempt: () => Promise<string>): Promise<Record<string, number>> {
  const outcomes: Record<string, number> = {};
  for (let done = 0; done < count; done += BATCH) {
    const results = await Promise.all(
      Array.from({ length: Math.min(BATCH, count - done) }, () =>
        attempt().catch((error: Error & { cause?: { code?: string } }) => error.cause?.code ?? error.message),
      ),
    );
    for (const result of results) {
      outcomes[result] = (outcomes[result] ?? 0) + 1;
    }
  }
  return outcomes;
}

async function postWithFetch(path: string, body: Uint8Array<ArrayBuffer>): Promise<string> {
  const response = await fetch(`${server.url}${path}`, {
    method: "POST",
    headers: { "api-key": "demo-key-1", "content-type": "application/json" },
    body,
  });
  const problem = (await response.json()) as { status?: number };
  return `${response.status} ${response.headers.get("content-type")?.split(";")[0]} ${problem.status}`;
}

/** Sends the head, then keeps writing the body until the answer's head has come back. */
function postWithSocket(size: number): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, "127.0.0.1");
    const chunk = Buffer.alloc(64 * 1024, "x");
    let sent = 0;
    let answer = "";
    let answered = false;
    const keepWriting = () => {
      while (!answered && sent < size) {
        const part = chunk.subarray(0, Math.min(chunk.length, size - sent));
        sent += part.length;
        if (!socket.write(part)) {
          socket.once("drain", keepWriting);
          return;
        }
      }
    };
    socket.on("data", (data) => {
      answer += data.toString("latin1");
      if (answer.includes("\r\n\r\n") && !answered) {
        answered = true;
        resolve(answer.slice(0, answer.indexOf("\r\n")));
        socket.destroy();
      }
    });
    socket.on("error", reject);
    socket.write(
      `POST /api/v1.1/jobs HTTP/1.1\r\nHost: 127.0.0.1\r\nAPI-Key: demo-key-1\r\nContent-Type: application/json\r\nContent-Length: ${size}\r\n\r\n`,
    );
    keepWriting();
  });
}

/** Sends a whole body after its head; resolves with the answer and whether the server ended the connection after the body. */
function postWholeBody(size: number): Promise<{ answer: string; endedAfterBody: boolean }> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, "127.0.0.1");
    let answer = "";
    let bodySent = false;
    socket.on("data", (data) => {
      answer += data.toString("latin1");
    });
    socket.on("end", () => {
      resolve({ answer, endedAfterBody: bodySent });
      socket.destroy();
    });
    socket.on("error", reject);
    socket.write(
      `POST /api/v1.1/jobs HTTP/1.1\r\nHost: 127.0.0.1\r\nAPI-Key: demo-key-1\r\nContent-Type: application/json\r\nContent-Length: ${size}\r\n\r\n`,
    );
    socket.write(Buffer.alloc(size, "x"), () => {
      bodySent = true;
    });
  });
}

/**
 * Sends a body after its head in `parts`, one `pauseMs` apart, to its end; resolves with
 * the answer's status line and how many bytes went out before the connection closed.
 */
function postSlowly(size: number, parts: number, pauseMs: number): Promise<{ status: string; sent: number }> {
  return new Promise((resolve) => {
    // Half-open, as a client still sending is: the server ends its side once it has answered.
    const socket = connect({ port, host: "127.0.0.1", allowHalfOpen: true });
    let answer = "";
    let sent = 0;
    socket.on("data", (data) => {
      answer += data.toString("latin1");
    });
    // A reset shows as an error, then the close: the bytes sent by then tell the story.
    socket.on("error", () => {});
    socket.on("close", () => resolve({ status: answer.slice(0, answer.indexOf("\r\n")), sent }));
    socket.write(
      `POST /api/v1.1/jobs HTTP/1.1\r\nHost: 127.0.0.1\r\nAPI-Key: demo-key-1\r\nContent-Type: application/json\r\nContent-Length: ${size}\r\n\r\n`,
    );
    const part = Math.ceil(size / parts);
    const sendPart = () => {
      const bytes = Math.min(part, size - sent);
      socket.write(Buffer.alloc(bytes, "x"), (error) => {
        if (error) {
          return;
        }
        sent += bytes;
        if (sent < size) {
          setTimeout(sendPart, pauseMs);
        } else {
          socket.end();
        }
      });
    };
    sendPart();
  });
}

it("answers a refused body with Connection: close, so no request is queued behind it, and closes once the body is in", {
  timeout: 60_000,
}, async () => {
  const { answer, endedAfterBody } = await postWholeBody(SIZES[0] ?? 0);
  const head = answer.slice(0, answer.indexOf("\r\n\r\n")).toLowerCase();
  expect(head).toMatch(/^http\/1\.1 413 /);
  expect(head.split("\r\n")).toContain("connection: close");
  expect(endedAfterBody).toBe(true);
});

it("answers a refused body sent slowly over a link that keeps sending (15 s for 2 MB) with the 413, not a reset", {
  timeout: 60_000,
}, async () => {
  const { status, sent } = await postSlowly(2_000_000, 30, 500);
  expect(status).toMatch(/^HTTP\/1\.1 413 /);
  expect(sent).toBe(2_000_000);
});

describe.each(SIZES)("a %i-byte body", (size) => {
  const body = new Uint8Array(size).fill(0x78);

  it(`gets the 413 problem over Node's fetch, ${TRIES} times of ${TRIES}`, { timeout: 120_000 }, async () => {
    expect(await tally(TRIES, () => postWithFetch("/api/v1.1/jobs", body))).toEqual({
      "413 application/problem+json 413": TRIES,
    });
  });

  it(`gets the 413 over a raw socket that keeps writing, ${TRIES} times of ${TRIES}`, {
    timeout: 120_000,
  }, async () => {
    expect(await tally(TRIES, () => postWithSocket(size))).toEqual({ "HTTP/1.1 413 Payload Too Large": TRIES });
  });
});

it("gets the 413 for a 10 MB employer name sent to the controls", { timeout: 60_000 }, async () => {
  const name = "n".repeat(10_000_000);
  const body = new TextEncoder().encode(JSON.stringify({ name, plan: "standard" }));
  expect(await tally(BATCH, () => postWithFetch("/__admin/employers", body))).toEqual({
    "413 application/problem+json 413": BATCH,
  });
});

it("discards a refused body instead of keeping it: 60 MB read to the end leave the server's memory where it was", {
  timeout: 60_000,
}, async () => {
  const pid = server.child.pid ?? 0;
  const before = memoryOf(pid);
  expect(await postWithFetch("/api/v1.1/jobs", new Uint8Array(60_000_000))).toBe("413 application/problem+json 413");
  expect(memoryOf(pid).peak - before.peak).toBeLessThan(40_000_000);
});
