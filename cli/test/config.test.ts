import { readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { expect, it } from "vitest";
import { configDirectory, maskKey, resolveSettings } from "../src/config.js";
import { captureStream, createHarness } from "./support/in-process.js";

const { run, configDir } = createHarness();
const NO_ENV = { JOBS_API_KEY: undefined, JOBS_BASE_URL: undefined };

it("finds the config directory: %APPDATA% on Windows, else $XDG_CONFIG_HOME, else ~/.config", () => {
  const base = { stdout: captureStream(), stderr: captureStream() };
  expect(configDirectory({ ...base, env: { APPDATA: "C:\\Users\\a\\AppData" }, platform: "win32" })).toMatch(
    /AppData.jobs-cli$/,
  );
  expect(configDirectory({ ...base, env: { XDG_CONFIG_HOME: "/x" }, platform: "linux" })).toBe("/x/jobs-cli");
  expect(configDirectory({ ...base, env: {}, platform: "linux", homeDir: "/home/a" })).toBe("/home/a/.config/jobs-cli");
});

it("takes the home folder from $HOME where os.homedir() would, so Deno needs no --allow-sys for it", () => {
  const base = { stdout: captureStream(), stderr: captureStream() };
  expect(configDirectory({ ...base, env: { HOME: "/home/b" }, platform: "linux" })).toBe("/home/b/.config/jobs-cli");
});

it("resolves flags over env over profile over defaults", () => {
  const config = { profile: "prod", profiles: { prod: { baseUrl: "https://prod", apiKey: "p", timeout: 5 } } };
  expect(resolveSettings({}, {}, config)).toMatchObject({
    profile: "prod",
    baseUrl: "https://prod",
    apiKey: "p",
    timeout: 5,
  });
  expect(resolveSettings({}, { JOBS_BASE_URL: "https://env" }, config).baseUrl).toBe("https://env");
  expect(resolveSettings({ baseUrl: "https://flag" }, { JOBS_BASE_URL: "https://env" }, config).baseUrl).toBe(
    "https://flag",
  );
  expect(resolveSettings({}, {}, { profiles: {} })).toMatchObject({
    baseUrl: "http://127.0.0.1:4010",
    apiKey: undefined,
  });
  expect(() => resolveSettings({ profile: "nope" }, {}, config)).toThrow("no profile named 'nope' (profiles: prod)");
  expect(() => resolveSettings({}, { JOBS_PROFILE: "nope" }, config)).toThrow(/no profile named 'nope'/);
});

it("masks keys, showing at most the last four characters of long ones", () => {
  expect([maskKey("demo-key-1"), maskKey("sk_live_0123456789abcdef"), maskKey(undefined)]).toEqual([
    "****",
    "****cdef",
    "(none)",
  ]);
});

it("manages profiles: set (the key from stdin), get, list, use, unset, path", async () => {
  const key = "sk_live_0123456789abcdef";
  expect(
    (await run(["config", "set", "base-url", "http://jobs.test/", "--profile", "prod"], { env: NO_ENV })).code,
  ).toBe(0);
  const set = await run(["config", "set", "api-key", "-", "--profile", "prod"], { env: NO_ENV, stdin: `${key}\n` });
  expect([set.code, set.stdout, set.stderr]).toEqual([0, "", "set api-key of profile prod to ****cdef\n"]);
  expect((await run(["config", "get", "api-key", "--profile", "prod"])).stdout).toBe("****cdef\n");
  expect((await run(["config", "get", "base-url", "--profile", "prod"])).stdout).toBe("http://jobs.test\n");
  const path = join(configDir, "config.json");
  expect((await run(["config", "path"])).stdout).toBe(`${path}\n`);
  expect(statSync(path).mode & 0o777).toBe(0o600);
  expect(JSON.parse(readFileSync(path, "utf8")).profiles.prod).toEqual({ baseUrl: "http://jobs.test", apiKey: key });

  // The profile is not in use yet: no key anywhere.
  expect((await run(["jobs", "list"], { env: NO_ENV })).code).toBe(4);
  expect((await run(["jobs", "list", "--profile", "prod"], { env: NO_ENV })).code).toBe(4);
  expect((await run(["config", "use", "prod"])).stderr).toBe("using profile prod\n");
  const list = await run(["config", "list"], { env: NO_ENV });
  expect(list.stdout).toMatch(/^\s+PROFILE\s+BASE-URL\s+API-KEY/);
  expect(list.stdout).toMatch(/\n\*\s+prod\s+http:\/\/jobs\.test\s+\*\*\*\*cdef/);
  expect(list.stdout + list.stderr).not.toContain(key);
  expect(JSON.parse((await run(["config", "list", "--json"], { env: NO_ENV })).stdout)[0].apiKey).toBe("****cdef");

  await run(["config", "set", "api-key", "demo-key-1"]);
  expect((await run(["jobs", "list"], { env: NO_ENV })).code).toBe(0);
  expect((await run(["jobs", "list", "--api-key", "wrong"], { env: NO_ENV })).code).toBe(4);
  await run(["config", "unset", "api-key"]);
  expect((await run(["config", "get", "api-key"])).stderr).toBe("error: profile prod has no api-key\n");
});

it("rejects unknown keys, bad values and unknown profiles with exit 2", async () => {
  expect((await run(["config", "set", "colour", "red"])).stderr).toContain("KEY must be one of base-url, api-key");
  expect((await run(["config", "set", "timeout", "soon"])).code).toBe(2);
  expect((await run(["config", "use", "staging"])).stderr).toContain("no profile named 'staging'");
});
