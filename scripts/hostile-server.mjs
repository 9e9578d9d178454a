// A test-only server that answers badly on purpose, as a misconfigured proxy, a staging
// gateway or a compromised host would. Requests a fault does not select are answered by an
// in-process reference server, so a client gets far enough to meet the fault where a real
// deployment would show it. A second origin ("elsewhere") records whatever reaches it, so a
// test can tell whether a credential crossed origins.
//
// The SDK's, the conformance suite's and the CLI's hostility tests share it.
import { createServer } from "node:http";
import { createJobsServer } from "@jobs-toolkit/mock-server";

/** Titles a hostile server might send: terminal escapes, C1 controls, bell, backspace, CR. */
export const HOSTILE_TITLES = [
  "\u001b]0;pwned\u0007Window title",
  "\u001b]52;c;cm0gLXJmIH4K\u0007Clipboard",
  "\u001b[2J\u001b[HCleared",
  "Bell\u0007 and back\bspace",
  "Carriage\rreturn",
  "C1 \u009b31m control",
  "Null\u0000byte and DEL\u007f",
];

const JSON_TYPE = "application/json";

/** Answers one request badly; `context.answer()` is the reference server's answer to it. */
const FAULTS = {
  redirect: async (request, response, context) => {
    const to = context.fault.to === "same-origin" ? context.url : context.elsewhere.url;
    response.writeHead(context.fault.status ?? 302, { location: `${to}${request.url}` });
    response.end();
  },
  "endless-body": async (_request, response) => {
    response.writeHead(200, { "content-type": JSON_TYPE });
    const chunk = Buffer.alloc(64 * 1024, " ");
    response.write("[");
    const pump = () => {
      while (!response.destroyed && response.write(chunk)) {}
      if (!response.destroyed) {
        response.once("drain", pump);
      }
    };
    pump();
  },
  "huge-body": async (_request, response, context) => {
    const bytes = context.fault.bytes ?? 1024 ** 3;
    response.writeHead(200, { "content-type": JSON_TYPE, "content-length": String(bytes) });
    const chunk = Buffer.alloc(64 * 1024, " ");
    let sent = 0;
    const pump = () => {
      while (!response.destroyed && sent < bytes) {
        const part = chunk.subarray(0, Math.min(chunk.length, bytes - sent));
        sent += part.length;
        if (!response.write(part)) {
          response.once("drain", pump);
          return;
        }
      }
      if (!response.destroyed) {
        response.end();
      }
    };
    pump();
  },
  "silence-after-headers": async (_request, response) => {
    response.writeHead(200, { "content-type": JSON_TYPE });
    response.flushHeaders();
  },
  "not-json": async (_request, response) => {
    response.writeHead(200, { "content-type": "text/html" });
    response.end("<html><body>Gateway says hello</body></html>");
  },
  "not-a-job": async (_request, response) => {
    response.writeHead(200, { "content-type": JSON_TYPE });
    response.end(JSON.stringify({ hello: "world" }));
  },
  "self-next": async (request, response, context) => {
    const answer = await context.answer();
    const body = await answer.json();
    if (body && typeof body === "object" && body.paging && typeof body.paging === "object") {
      body.paging.next = `${context.url}${request.url}`;
    }
    send(response, answer, JSON.stringify(body));
  },
  "control-titles": async (_request, response, context) => {
    const answer = await context.answer();
    const body = await answer.json();
    let index = 0;
    const retitle = (job) => {
      if (job && typeof job === "object" && typeof job.title === "string") {
        job.title = HOSTILE_TITLES[index++ % HOSTILE_TITLES.length];
        job.referenceId = typeof job.referenceId === "string" ? `\u001b[31m${job.referenceId}` : job.referenceId;
      }
    };
    if (Array.isArray(body?.data)) {
      body.data.forEach(retitle);
    } else {
      retitle(body);
    }
    send(response, answer, JSON.stringify(body));
  },
};

/** The fault names `misbehave` takes. */
export const FAULT_KINDS = Object.keys(FAULTS);

function send(response, answer, body) {
  const headers = Object.fromEntries(answer.headers);
  delete headers["content-length"];
  response.writeHead(answer.status, headers);
  response.end(body);
}

async function readBody(request) {
  const chunks = [];
  for await (const chunk of request) {
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

function toRequest(origin, incoming, body) {
  const headers = new Headers();
  for (const [name, value] of Object.entries(incoming.headers)) {
    if (typeof value === "string") {
      headers.set(name, value);
    }
  }
  const hasBody = body.length > 0 && incoming.method !== "GET" && incoming.method !== "HEAD";
  return new Request(`${origin}${incoming.url}`, {
    method: incoming.method ?? "GET",
    headers,
    ...(hasBody ? { body } : {}),
  });
}

function seen(incoming) {
  return { method: incoming.method ?? "GET", url: incoming.url ?? "/", headers: { ...incoming.headers } };
}

async function listen(handler) {
  const server = createServer(handler);
  const sockets = new Set();
  server.on("connection", (socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
  });
  await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
  const url = `http://127.0.0.1:${server.address().port}`;
  const close = () =>
    new Promise((resolve) => {
      for (const socket of sockets) {
        socket.destroy();
      }
      server.close(() => resolve());
    });
  return { url, close };
}

/**
 * Starts a hostile server on 127.0.0.1 with a reference server behind it, made with
 * `options.server` (the demo employers, `demo-key-1` and `demo-key-2`, and no jobs by default).
 */
export async function startHostileServer(options = {}) {
  const reference = createJobsServer(options.server ?? {});
  const requests = [];
  const elsewhereRequests = [];
  let current;

  const elsewhere = await listen(async (incoming, outgoing) => {
    elsewhereRequests.push(seen(incoming));
    await readBody(incoming);
    outgoing.writeHead(200, { "content-type": JSON_TYPE });
    outgoing.end(JSON.stringify({ data: [], paging: { page: 1, pageSize: 10, total: 0, pages: 0 } }));
  });

  const self = await listen(async (incoming, outgoing) => {
    requests.push(seen(incoming));
    const body = await readBody(incoming);
    const request = toRequest(self.url, incoming, body);
    const path = new URL(request.url).pathname;
    const answer = () => reference.fetch(toRequest(self.url, incoming, body));
    try {
      if (current?.matches(request.method, path)) {
        const context = { fault: current.fault, url: self.url, elsewhere, answer };
        await FAULTS[current.fault.kind](incoming, outgoing, context);
        return;
      }
      const response = await answer();
      outgoing.writeHead(response.status, Object.fromEntries(response.headers));
      outgoing.end(Buffer.from(await response.arrayBuffer()));
    } catch (error) {
      if (!outgoing.headersSent) {
        outgoing.writeHead(500, { "content-type": "text/plain" });
      }
      outgoing.end(String(error));
    }
  });

  return {
    url: self.url,
    requests,
    elsewhere: { url: elsewhere.url, requests: elsewhereRequests },
    reference,
    misbehave(fault, matches = () => true) {
      if (!(fault.kind in FAULTS)) {
        throw new TypeError(`unknown fault '${fault.kind}'; one of ${FAULT_KINDS.join(", ")}`);
      }
      current = { fault, matches };
    },
    behave() {
      current = undefined;
    },
    async close() {
      await Promise.all([self.close(), elsewhere.close()]);
    },
  };
}
