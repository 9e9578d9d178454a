/**
 * The node adapter writes the answers of one event-loop turn together, after the turn has
 * read every request ready (issue 46: answered one by one, each write woke the waiting
 * client on the server's own core, and POST and PUT ran at 0.42 to 0.53 of the naive write
 * server; `npm run bench -w mock-server` shows the throughput, which no test can assert).
 * What a test can hold: nothing waits longer than its turn, nothing is lost or reordered,
 * and one failed write costs only its own answer.
 */
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { CoreResponse, JobsServer } from "../../src/index.js";
import { createAnswerBatch } from "../../src/node/answer-batch.js";
import { createRequestListener } from "../../src/node/listener.js";

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

describe("the answer batch", () => {
  it("writes what was queued in one turn together, in order, once the turn is over", async () => {
    const written: string[] = [];
    const queue = createAnswerBatch(() => {});
    queue(() => written.push("first"));
    queue(() => written.push("second"));
    await Promise.resolve();
    expect(written).toEqual([]);
    queue(() => written.push("third"));
    await nextTurn();
    expect(written).toEqual(["first", "second", "third"]);
    queue(() => written.push("next turn"));
    await nextTurn();
    expect(written).toEqual(["first", "second", "third", "next turn"]);
  });

  it("reports a write that throws and still makes the others of its turn", async () => {
    const written: string[] = [];
    const failures: unknown[] = [];
    const queue = createAnswerBatch((error) => failures.push(error));
    queue(() => written.push("before"));
    queue(() => {
      throw new Error("the socket refused");
    });
    queue(() => written.push("after"));
    await nextTurn();
    expect(written).toEqual(["before", "after"]);
    expect(failures).toEqual([new Error("the socket refused")]);
  });
});

describe("the node listener over the batch", () => {
  let http: Server | undefined;
  afterEach(() => new Promise<void>((resolve) => (http ? http.close(() => resolve()) : resolve())));

  /** A server whose core answers every request with `answer`. */
  async function serving(answer: () => CoreResponse): Promise<string> {
    const core = { respond: answer, bodyLimitFor: () => 1024 } as unknown as JobsServer;
    http = createServer(createRequestListener(core, { origin: "http://127.0.0.1" }));
    await new Promise<void>((resolve) => http?.listen(0, "127.0.0.1", resolve));
    return `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
  }

  it("answers every one of many concurrent requests, each with its own answer", async () => {
    let made = 0;
    const url = await serving(() => {
      made += 1;
      return { status: 200, headers: { "content-type": "text/plain" }, body: String(made) };
    });
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => fetch(url, { method: "POST", body: "{}" }).then((response) => response.text())),
    );
    expect(answers.map(Number).sort((left, right) => left - right)).toEqual(
      Array.from({ length: 50 }, (_, index) => index + 1),
    );
  });

  it("turns an answer node:http refuses to write into a 500, and the server goes on", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    let refused = true;
    const url = await serving(() =>
      refused
        ? { status: 200, headers: { "x-broken": "line\nbreak" }, body: "never sent" }
        : { status: 200, headers: {}, body: "fine" },
    );
    const broken = await fetch(url);
    expect(broken.status).toBe(500);
    expect(await broken.json()).toMatchObject({ status: 500 });
    expect(log).toHaveBeenCalledOnce();
    refused = false;
    expect(await (await fetch(url)).text()).toBe("fine");
    log.mockRestore();
  });
});
