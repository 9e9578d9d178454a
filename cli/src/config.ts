/**
 * Settings: flags > environment > profile > defaults. Profiles live in
 * `config.json` in the user's config directory; the API key is never printed, only masked.
 */
import { mkdir, readFile, rename, writeFile } from "node:fs/promises";
import { homedir } from "node:os";
import { join, resolve } from "node:path";
import type { CliDeps } from "./deps.js";
import { CliError, EXIT, UsageError } from "./errors.js";

/** Where a client goes when nothing says otherwise: the reference server's default address. */
const DEFAULT_BASE_URL = "http://127.0.0.1:4010";

/** The profile used when none is named or selected. */
const DEFAULT_PROFILE = "default";

/** The settings a profile may hold, by the names `config set` takes. */
export const PROFILE_KEYS = ["base-url", "api-key", "timeout", "retries", "method-override", "dialect"] as const;

/** A settable key. */
export type ProfileKey = (typeof PROFILE_KEYS)[number];

/** One named profile as stored. */
export interface Profile {
  baseUrl?: string;
  apiKey?: string;
  timeout?: number;
  retries?: number;
  methodOverride?: boolean;
  /** The absolute path of the deployment's dialect file. */
  dialect?: string;
}

/** The config file's content. */
export interface ConfigFile {
  /** The profile `config use` selected. */
  profile?: string;
  profiles: Record<string, Profile>;
}

/** The flags that take part in resolving settings. */
export interface SettingFlags {
  baseUrl?: string | undefined;
  apiKey?: string | undefined;
  profile?: string | undefined;
  timeout?: number | undefined;
  retries?: number | undefined;
  methodOverride?: boolean | undefined;
  dialect?: string | undefined;
}

/** The settings a client is made from, and where each came from. */
export interface Settings {
  profile: string;
  baseUrl: string;
  apiKey: string | undefined;
  timeout: number | undefined;
  retries: number | undefined;
  methodOverride: boolean;
  /** The path of the deployment's dialect file, when one is given. */
  dialect: string | undefined;
  sources: { baseUrl: string; apiKey: string };
}

const FIELD: Readonly<Record<ProfileKey, keyof Profile>> = {
  "base-url": "baseUrl",
  "api-key": "apiKey",
  timeout: "timeout",
  retries: "retries",
  "method-override": "methodOverride",
  dialect: "dialect",
};

/** The directory config.json lives in: %APPDATA%, $XDG_CONFIG_HOME or ~/.config, plus `jobs-cli`. */
export function configDirectory(deps: CliDeps): string {
  if (deps.configDir) {
    return deps.configDir;
  }
  const platform = deps.platform ?? process.platform;
  if (platform === "win32" && deps.env.APPDATA) {
    return join(deps.env.APPDATA, "jobs-cli");
  }
  if (deps.env.XDG_CONFIG_HOME) {
    return join(deps.env.XDG_CONFIG_HOME, "jobs-cli");
  }
  // HOME is what os.homedir() reads first on POSIX; reading it from the environment spares
  // Deno users a --allow-sys permission for the one call.
  const home = deps.homeDir ?? ((platform !== "win32" && deps.env.HOME) || homedir());
  return join(home, ".config", "jobs-cli");
}

/** The path of config.json. */
export function configPath(deps: CliDeps): string {
  return join(configDirectory(deps), "config.json");
}

/** Reads config.json; a missing file is an empty configuration, a broken one a usage error. */
export async function loadConfig(deps: CliDeps): Promise<ConfigFile> {
  const path = configPath(deps);
  let text: string;
  try {
    text = await readFile(path, "utf8");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") {
      return { profiles: {} };
    }
    throw error;
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    throw new UsageError(`${path} is not valid JSON (${(error as Error).message}); fix or remove it`);
  }
  const record = parsed as Partial<ConfigFile> | null;
  if (typeof record !== "object" || record === null || Array.isArray(record)) {
    throw new UsageError(`${path} must hold a JSON object with "profiles"; fix or remove it`);
  }
  const profiles = typeof record.profiles === "object" && record.profiles !== null ? record.profiles : {};
  return { ...(typeof record.profile === "string" ? { profile: record.profile } : {}), profiles };
}

/** Writes config.json readable by its owner only, since it holds API keys; a rename keeps it whole. */
export async function saveConfig(deps: CliDeps, config: ConfigFile): Promise<void> {
  const dir = configDirectory(deps);
  await mkdir(dir, { recursive: true, mode: 0o700 });
  const path = configPath(deps);
  const temporary = `${path}.${process.pid}.tmp`;
  await writeFile(temporary, `${JSON.stringify(config, null, 2)}\n`, { mode: 0o600 });
  await rename(temporary, path);
}

/** The key as it may be shown: never more than its last four characters, and those only for long keys. */
export function maskKey(key: string | undefined): string {
  if (!key) {
    return "(none)";
  }
  return key.length >= 16 ? `****${key.slice(-4)}` : "****";
}

/** Turns a `config set` value into what the profile stores, or throws a usage error naming the rule. */
export function parseProfileValue(key: ProfileKey, value: string): string | number | boolean {
  switch (key) {
    case "base-url":
      if (!/^https?:\/\/[^\s]+$/.test(value)) {
        throw new UsageError(`base-url must be an http(s) URL; got '${value}'`);
      }
      return value.replace(/\/+$/, "");
    case "timeout":
    case "retries": {
      const number = Number(value);
      if (!Number.isInteger(number) || number < 0) {
        throw new UsageError(`${key} must be an integer >= 0; got '${value}'`);
      }
      return number;
    }
    case "method-override":
      if (value !== "true" && value !== "false") {
        throw new UsageError(`method-override must be true or false`);
      }
      return value === "true";
    case "dialect":
      // Stored absolute, so the profile names the same file from any working directory.
      return resolve(value);
    default:
      return value;
  }
}

/** The profile field a key names. */
export function profileField(key: ProfileKey): keyof Profile {
  return FIELD[key];
}

/** Whether a string names a settable key. */
export function isProfileKey(key: string): key is ProfileKey {
  return (PROFILE_KEYS as readonly string[]).includes(key);
}

/** Picks the profile: `--profile`, then JOBS_PROFILE, then the one `config use` chose, then `default`. */
export function selectProfile(flags: SettingFlags, env: CliDeps["env"], config: ConfigFile): string {
  return flags.profile ?? env.JOBS_PROFILE ?? config.profile ?? DEFAULT_PROFILE;
}

/** Resolves every setting with flags first, then the environment, then the profile, then defaults. */
export function resolveSettings(flags: SettingFlags, env: CliDeps["env"], config: ConfigFile): Settings {
  const name = selectProfile(flags, env, config);
  const profile = config.profiles[name];
  if (!profile && name !== DEFAULT_PROFILE) {
    const known = Object.keys(config.profiles).join(", ") || "none";
    throw new UsageError(`no profile named '${name}' (profiles: ${known}); create it with jobs-cli config set`);
  }
  const pick = <Value>(flag: Value | undefined, variable: Value | undefined, stored: Value | undefined) =>
    flag !== undefined
      ? { value: flag, source: "flag" }
      : variable !== undefined && variable !== ""
        ? { value: variable, source: "env" }
        : { value: stored, source: stored === undefined ? "default" : `profile ${name}` };
  const baseUrl = pick(flags.baseUrl, env.JOBS_BASE_URL, profile?.baseUrl);
  const apiKey = pick(flags.apiKey, env.JOBS_API_KEY, profile?.apiKey);
  return {
    profile: name,
    baseUrl: baseUrl.value ?? DEFAULT_BASE_URL,
    apiKey: apiKey.value,
    timeout: flags.timeout ?? profile?.timeout,
    retries: flags.retries ?? profile?.retries,
    methodOverride: flags.methodOverride ?? profile?.methodOverride ?? false,
    dialect: flags.dialect ?? (env.JOBS_DIALECT || undefined) ?? profile?.dialect,
    sources: { baseUrl: baseUrl.source, apiKey: apiKey.source },
  };
}

/** The API key of resolved settings, or the authentication error (exit 4) that says how to give one. */
export function requireApiKey(settings: Settings): string {
  if (settings.apiKey) {
    return settings.apiKey;
  }
  throw new CliError("no API key", EXIT.AUTH, [
    "pass --api-key, set JOBS_API_KEY, or store one: jobs-cli config set api-key - < key.txt",
  ]);
}
