/**
 * `config set|get|unset|list|use|path`: named profiles in config.json. `--profile NAME`
 * picks the profile to change; the API key is shown masked, never in full.
 */
import { Command } from "commander";
import {
  configPath,
  isProfileKey,
  loadConfig,
  maskKey,
  PROFILE_KEYS,
  type ProfileKey,
  parseProfileValue,
  profileField,
  saveConfig,
  selectProfile,
} from "../config.js";
import type { Context } from "../context.js";
import { readLine } from "../deps.js";
import { UsageError } from "../errors.js";
import { writeList } from "../output.js";
import { examples } from "./shared.js";

function checkKey(key: string): ProfileKey {
  if (!isProfileKey(key)) {
    throw new UsageError(`KEY must be one of ${PROFILE_KEYS.join(", ")}; got '${key}'`);
  }
  return key;
}

function shown(key: ProfileKey, value: unknown): string {
  if (value === undefined) {
    return "";
  }
  return key === "api-key" ? maskKey(String(value)) : String(value);
}

function createSetCommand(context: Context): Command {
  return new Command("set")
    .description("set a key of the profile (--profile, JOBS_PROFILE, the one in use, or default)")
    .argument("<key>", PROFILE_KEYS.join(", "))
    .argument("<value>", "the value; - reads it from stdin (keeps an API key out of shell history)")
    .addHelpText(
      "after",
      examples(
        "jobs-cli config set base-url https://jobs.example.com --profile prod",
        "jobs-cli config set api-key - --profile prod < prod-key.txt",
        "jobs-cli config set timeout 10000",
      ),
    )
    .action(async (keyText: string, valueText: string, _options: object, command: Command) => {
      const key = checkKey(keyText);
      const { deps } = context;
      let text = valueText;
      if (text === "-") {
        if (!deps.stdin) {
          throw new UsageError("no standard input to read the value from");
        }
        text = (await readLine(deps.stdin, { write: () => undefined }, "")).trim();
      }
      const value = parseProfileValue(key, text);
      const config = await loadConfig(deps);
      const name = selectProfile(context.options(command), deps.env, config);
      config.profiles[name] = { ...config.profiles[name], [profileField(key)]: value };
      await saveConfig(deps, config);
      context.note(command, `set ${key} of profile ${name} to ${shown(key, value)}`);
    });
}

function createGetCommand(context: Context): Command {
  return new Command("get")
    .description("print a key of the profile (the API key masked)")
    .argument("<key>", PROFILE_KEYS.join(", "))
    .addHelpText(
      "after",
      examples("jobs-cli config get base-url", "jobs-cli config get api-key --profile prod   # prints ****cdef"),
    )
    .action(async (keyText: string, _options: object, command: Command) => {
      const key = checkKey(keyText);
      const config = await loadConfig(context.deps);
      const name = selectProfile(context.options(command), context.deps.env, config);
      const value = config.profiles[name]?.[profileField(key)];
      if (value === undefined) {
        throw new UsageError(`profile ${name} has no ${key}`);
      }
      context.out(`${shown(key, value)}\n`);
    });
}

function createUnsetCommand(context: Context): Command {
  return new Command("unset")
    .description("remove a key from the profile")
    .argument("<key>", PROFILE_KEYS.join(", "))
    .addHelpText("after", examples("jobs-cli config unset timeout --profile prod"))
    .action(async (keyText: string, _options: object, command: Command) => {
      const key = checkKey(keyText);
      const config = await loadConfig(context.deps);
      const name = selectProfile(context.options(command), context.deps.env, config);
      const profile = config.profiles[name];
      if (profile) {
        delete profile[profileField(key)];
      }
      await saveConfig(context.deps, config);
      context.note(command, `unset ${key} of profile ${name}`);
    });
}

function createListCommand(context: Context): Command {
  return new Command("list")
    .description("list the profiles, the one in use marked with *")
    .addHelpText("after", examples("jobs-cli config list", "jobs-cli config list --json"))
    .action(async (_options: object, command: Command) => {
      const config = await loadConfig(context.deps);
      const current = selectProfile(context.options(command), context.deps.env, config);
      const rows = Object.entries(config.profiles).map(([name, profile]) => ({
        name,
        current: name === current,
        baseUrl: profile.baseUrl ?? null,
        apiKey: profile.apiKey === undefined ? null : maskKey(profile.apiKey),
        timeout: profile.timeout ?? null,
        retries: profile.retries ?? null,
        methodOverride: profile.methodOverride ?? null,
        dialect: profile.dialect ?? null,
      }));
      writeList(context, command, rows, [
        { header: "", value: (row) => (row.current ? "*" : "") },
        { header: "PROFILE", value: (row) => row.name },
        { header: "BASE-URL", value: (row) => row.baseUrl },
        { header: "API-KEY", value: (row) => row.apiKey },
        { header: "TIMEOUT", value: (row) => row.timeout },
        { header: "RETRIES", value: (row) => row.retries },
        { header: "METHOD-OVERRIDE", value: (row) => row.methodOverride },
        { header: "DIALECT", value: (row) => row.dialect },
      ]);
    });
}

function createUseCommand(context: Context): Command {
  return new Command("use")
    .description("use this profile when neither --profile nor JOBS_PROFILE names one")
    .argument("<profile>", "a profile made with config set")
    .addHelpText(
      "after",
      examples("jobs-cli config use prod", "JOBS_PROFILE=staging jobs-cli jobs list   # one command, another profile"),
    )
    .action(async (name: string, _options: object, command: Command) => {
      const config = await loadConfig(context.deps);
      if (!config.profiles[name]) {
        const known = Object.keys(config.profiles).join(", ") || "none";
        throw new UsageError(
          `no profile named '${name}' (profiles: ${known}); create it with jobs-cli config set --profile ${name}`,
        );
      }
      await saveConfig(context.deps, { ...config, profile: name });
      context.note(command, `using profile ${name}`);
    });
}

/** Creates `config` and its subcommands. */
export function createConfigCommand(context: Context): Command {
  return new Command("config")
    .description("manage named profiles (base URL, API key, timeout) in the user's config directory")
    .addCommand(createSetCommand(context))
    .addCommand(createGetCommand(context))
    .addCommand(createUnsetCommand(context))
    .addCommand(createListCommand(context))
    .addCommand(createUseCommand(context))
    .addCommand(
      new Command("path")
        .description("print where config.json is")
        .addHelpText("after", examples("jobs-cli config path", "XDG_CONFIG_HOME=/etc/xdg jobs-cli config path"))
        .action(() => {
          context.out(`${configPath(context.deps)}\n`);
        }),
    )
    .addHelpText(
      "after",
      examples(
        "jobs-cli config set base-url https://jobs.example.com --profile prod",
        "jobs-cli config set api-key - --profile prod < prod-key.txt",
        "jobs-cli config use prod",
        "jobs-cli config list",
        "jobs-cli --profile staging jobs list",
        "# precedence: --base-url/--api-key > JOBS_BASE_URL/JOBS_API_KEY > profile > defaults",
      ),
    );
}
