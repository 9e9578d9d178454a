import { execFileSync } from "node:child_process";
import { expect, it } from "vitest";
import { createHarness } from "./support/in-process.js";

const { run } = createHarness();

/** What the bash completion offers after `words`, the last one being completed. */
function complete(script: string, words: string[]): string[] {
  const array = words.map((word) => `'${word}'`).join(" ");
  const program = `${script}\nCOMP_WORDS=(${array}); COMP_CWORD=${words.length - 1}; _jobs_cli; printf '%s\\n' "\${COMPREPLY[@]}"`;
  return execFileSync("bash", ["-c", program], { encoding: "utf8" }).trim().split("\n");
}

it("completes commands, subcommands and their options in bash", async () => {
  const { code, stdout } = await run(["completion", "bash"]);
  expect(code).toBe(0);
  expect(complete(stdout, ["jobs-cli", ""])).toEqual(
    expect.arrayContaining(["jobs", "position-types", "api", "config", "--base-url"]),
  );
  expect(complete(stdout, ["jobs-cli", "jobs", "s"])).toEqual(["sync"]);
  expect(complete(stdout, ["jobs-cli", "--json", "jobs", "sync", "--d"])).toEqual([
    "--dry-run",
    "--dialect",
    "--debug",
  ]);
  expect(complete(stdout, ["jobs-cli", "config", "u"])).toEqual(["unset", "use"]);
});

it("writes a zsh script that reuses the bash function through bashcompinit", async () => {
  const { stdout } = await run(["completion", "zsh"]);
  expect(stdout.split("\n").slice(0, 3)).toEqual([
    "#compdef jobs-cli",
    '# jobs-cli zsh completion: eval "$(jobs-cli completion zsh)" in ~/.zshrc',
    "autoload -U +X bashcompinit && bashcompinit",
  ]);
  expect(stdout).toContain("complete -o default -F _jobs_cli jobs-cli");
});

it("writes fish complete lines for every level", async () => {
  const { stdout } = await run(["completion", "fish"]);
  expect(stdout).toContain("complete -c jobs-cli -f -n '__fish_use_subcommand' -a jobs -d ");
  expect(stdout).toMatch(
    /complete -c jobs-cli -f -n '__fish_seen_subcommand_from jobs; and not __fish_seen_subcommand_from list get .*' -a sync /,
  );
  expect(stdout).toContain(
    "complete -c jobs-cli -n '__fish_seen_subcommand_from jobs; and __fish_seen_subcommand_from sync' -l dry-run -d ",
  );
});
