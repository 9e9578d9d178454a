/**
 * The pages beside the controls (the inspector at `/`, the API reference at `/docs`, their
 * scripts under `/__inspector/`) add no way in: they answer only where the controls would
 * (off with them, off beyond loopback without a token, no other origin, no rebound Host),
 * cannot be framed, run only their own scripts, and are never logged as job API requests.
 */
import { describe, expect, it } from "vitest";
import { createJobsServer, type JobsServerOptions, type PageSource } from "../../src/index.js";

const FILES: Record<string, string> = {
  "index.html": "<!doctype html><title>inspector</title>",
  "docs.html": "<!doctype html><title>docs</title>",
  "inspector.js": "console.log('inspector')",
};
const source: PageSource = (file) => FILES[file];

function serverWithPages(options: JobsServerOptions = {}) {
  const server = createJobsServer(options);
  server.usePages(source);
  return server;
}

const get = (server: ReturnType<typeof createJobsServer>, path: string, headers: Record<string, string> = {}) =>
  server.fetch(new Request(`http://127.0.0.1:4010${path}`, { headers }));

describe("the pages", () => {
  it("are not there until an adapter plugs them in", async () => {
    const response = await get(createJobsServer(), "/");
    expect(response.status).toBe(404);
    expect((await get(createJobsServer(), "/docs")).status).toBe(404);
  });

  it("serve the inspector and the reference with a policy that runs only their own scripts and forbids framing", async () => {
    const server = serverWithPages();
    const page = await get(server, "/");
    expect(page.status).toBe(200);
    expect(await page.text()).toBe(FILES["index.html"]);
    expect(page.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(page.headers.get("x-frame-options")).toBe("DENY");
    expect(page.headers.get("x-content-type-options")).toBe("nosniff");
    const policy = page.headers.get("content-security-policy") ?? "";
    expect(policy).toContain("default-src 'none'");
    expect(policy).toContain("script-src 'self';");
    expect(policy).toContain("connect-src 'self'");
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).not.toContain("unsafe");
    const docs = await get(server, "/docs");
    expect(await docs.text()).toBe(FILES["docs.html"]);
    expect(docs.headers.get("content-security-policy")).toContain("connect-src 'self'");
    const script = await get(server, "/__inspector/inspector.js");
    expect(script.headers.get("content-type")).toBe("text/javascript; charset=utf-8");
    expect(await script.text()).toBe(FILES["inspector.js"]);
  });

  it("answer HEAD without a body, refuse other methods, and know no other file", async () => {
    const server = serverWithPages();
    const head = await server.fetch(new Request("http://127.0.0.1:4010/", { method: "HEAD" }));
    expect(head.status).toBe(200);
    expect(await head.text()).toBe("");
    const post = await server.fetch(new Request("http://127.0.0.1:4010/", { method: "POST" }));
    expect(post.status).toBe(405);
    expect(post.headers.get("allow")).toBe("GET, HEAD");
    expect((await get(server, "/__inspector/missing.js")).status).toBe(404);
    expect((await get(server, "/__inspector/index.html")).status).toBe(404);
    expect((await get(server, "/__inspector/%2e%2e%2fpackage.json")).status).toBe(404);
  });

  it("are off with the controls, and off beyond loopback without a token", async () => {
    expect((await get(serverWithPages({ admin: false }), "/")).status).toBe(404);
    const refused = await get(
      serverWithPages({ admin: { refusal: "The controls are off: listening on 0.0.0.0." } }),
      "/",
    );
    expect(refused.status).toBe(403);
    expect((await refused.json()).detail).toContain("listening on 0.0.0.0");
  });

  it("refuse another origin, and (without a token) a Host that is not a loopback name or the public URL's", async () => {
    const server = serverWithPages({ publicUrl: "https://jobs.example.org" });
    expect((await get(server, "/", { Origin: "https://evil.example" })).status).toBe(403);
    expect((await get(server, "/docs", { Host: "rebound.example" })).status).toBe(403);
    expect((await get(server, "/", { Host: "jobs.example.org" })).status).toBe(200);
    expect((await get(server, "/", { Host: "localhost:4010" })).status).toBe(200);
  });

  it("are served without the token, which every control they call still needs", async () => {
    const server = serverWithPages({ admin: { token: "s3cret" } });
    expect((await get(server, "/")).status).toBe(200);
    expect((await get(server, "/", { Host: "laptop.lan:4010" })).status).toBe(200);
    expect((await get(server, "/__admin/employers")).status).toBe(401);
    expect((await get(server, "/__admin/employers", { "Admin-Token": "s3cret" })).status).toBe(200);
  });

  it("are not logged as job API requests", async () => {
    const server = serverWithPages();
    await get(server, "/");
    await get(server, "/__inspector/inspector.js");
    expect(server.requests()).toEqual([]);
  });
});
