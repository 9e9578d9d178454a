/**
 * `completion bash|zsh|fish`: a completion script written from the command tree itself,
 * so it never lists a command or option the program does not have.
 */
import { type Command, Command as CommandClass, Option } from "commander";
import type { Context } from "../context.js";
import { UsageError } from "../errors.js";
import { examples } from "./shared.js";

interface Node {
  /** Space-separated path of subcommand names from the program, "" for the program itself. */
  path: string;
  command: Command;
}

function nodes(command: Command, path = ""): Node[] {
  return [
    { path, command },
    ...command.commands.flatMap((sub) => nodes(sub, path ? `${path} ${sub.name()}` : sub.name())),
  ];
}

function optionWords(command: Command, program: Command): string[] {
  const own = command === program ? [] : command.options;
  return [...own, ...program.options, new Option("-h, --help")].flatMap((option) =>
    [option.long, option.short].filter((flag): flag is string => flag !== undefined),
  );
}

/** A bash completion function: completes subcommands along the path typed so far, then options. */
function bashScript(program: Command): string {
  const cases = nodes(program)
    .map(({ path, command }) => {
      const words = [...command.commands.map((sub) => sub.name()), ...optionWords(command, program)].join(" ");
      return `    "${path}") words="${words}" ;;`;
    })
    .join("\n");
  return `# jobs-cli bash completion: eval "$(jobs-cli completion bash)" in ~/.bashrc
_jobs_cli() {
  local cur="\${COMP_WORDS[COMP_CWORD]}" path="" word words i
  for ((i = 1; i < COMP_CWORD; i++)); do
    word="\${COMP_WORDS[i]}"
    case "$word" in -*) continue ;; esac
    if _jobs_cli_words "$path" && [[ " $words " == *" $word "* ]]; then path="\${path:+$path }$word"; fi
  done
  _jobs_cli_words "$path"
  COMPREPLY=($(compgen -W "$words" -- "$cur"))
}
_jobs_cli_words() {
  case "$1" in
${cases}
    *) words="" ;;
  esac
}
complete -o default -F _jobs_cli jobs-cli
`;
}

/** A zsh script: zsh runs the bash function through bashcompinit. */
function zshScript(program: Command): string {
  return `#compdef jobs-cli
# jobs-cli zsh completion: eval "$(jobs-cli completion zsh)" in ~/.zshrc
autoload -U +X bashcompinit && bashcompinit
${bashScript(program).split("\n").slice(1).join("\n")}`;
}

function quote(text: string): string {
  return `'${text.replace(/'/g, "\\'")}'`;
}

/** A fish script: `complete` lines conditioned on the subcommands already typed. */
function fishScript(program: Command): string {
  const lines = ["# jobs-cli fish completion: jobs-cli completion fish > ~/.config/fish/completions/jobs-cli.fish"];
  for (const { path, command } of nodes(program)) {
    const names = path === "" ? [] : path.split(" ");
    const seen = names.map((name) => `__fish_seen_subcommand_from ${name}`);
    const subs = command.commands.map((sub) => sub.name());
    const notYet = subs.length > 0 ? [`not __fish_seen_subcommand_from ${subs.join(" ")}`] : [];
    const condition = path === "" ? "__fish_use_subcommand" : [...seen, ...notYet].join("; and ");
    for (const sub of command.commands) {
      lines.push(`complete -c jobs-cli -f -n ${quote(condition)} -a ${sub.name()} -d ${quote(sub.description())}`);
    }
    for (const option of command === program ? program.options : command.options) {
      const flags = [
        option.long ? `-l ${option.long.slice(2)}` : "",
        option.short ? `-s ${option.short.slice(1)}` : "",
      ];
      const when = path === "" ? "" : `-n ${quote(seen.join("; and "))} `;
      lines.push(
        `complete -c jobs-cli ${when}${flags.filter(Boolean).join(" ")} -d ${quote(option.description)}`.replace(
          /\s+/g,
          " ",
        ),
      );
    }
  }
  return `${lines.join("\n")}\n`;
}

/** Creates `completion`. */
export function createCompletionCommand(context: Context, program: () => Command): Command {
  return new CommandClass("completion")
    .description("print a shell completion script for bash, zsh or fish")
    .argument("<shell>", "bash, zsh or fish")
    .addHelpText(
      "after",
      examples(
        'eval "$(jobs-cli completion bash)"   # in ~/.bashrc',
        'eval "$(jobs-cli completion zsh)"    # in ~/.zshrc',
        "jobs-cli completion fish > ~/.config/fish/completions/jobs-cli.fish",
      ),
    )
    .action((shell: string) => {
      const scripts: Record<string, (root: Command) => string> = { bash: bashScript, zsh: zshScript, fish: fishScript };
      const script = scripts[shell];
      if (!script) {
        throw new UsageError(`SHELL must be bash, zsh or fish; got '${shell}'`);
      }
      context.out(script(program()));
    });
}
