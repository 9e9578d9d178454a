// What tsc tells an integrator who makes a natural mistake with the SDK's types. A type
// test can only say that a mistake is an error; what the error says is read here, from
// the compiler, for a file that makes the mistake.
import { fileURLToPath } from "node:url";
import ts from "typescript";
import { expect, it } from "vitest";

const MISTAKE = fileURLToPath(new URL("./mistake.ts", import.meta.url));

/** Every diagnostic tsc gives `source`, checked as a file of this folder under the repository's settings. */
function diagnosticsOf(source: string): string[] {
  const options: ts.CompilerOptions = {
    target: ts.ScriptTarget.ES2022,
    lib: ["lib.es2022.d.ts", "lib.dom.d.ts"],
    module: ts.ModuleKind.NodeNext,
    moduleResolution: ts.ModuleResolutionKind.NodeNext,
    customConditions: ["@jobs-toolkit/source"],
    types: [],
    strict: true,
    exactOptionalPropertyTypes: true,
    skipLibCheck: true,
    noEmit: true,
  };
  const host = ts.createCompilerHost(options);
  const readFile = host.readFile.bind(host);
  host.readFile = (path) => (path === MISTAKE ? source : readFile(path));
  const fileExists = host.fileExists.bind(host);
  host.fileExists = (path) => path === MISTAKE || fileExists(path);
  const program = ts.createProgram([MISTAKE], options, host);
  return ts
    .getPreEmitDiagnostics(program, program.getSourceFile(MISTAKE))
    .map((diagnostic) => ts.flattenDiagnosticMessageText(diagnostic.messageText, "\n"));
}

it("names applicationUrl and the URL-routed job type, in two lines, when routing type 2 lacks it", () => {
  const diagnostics = diagnosticsOf(`
import { createJobsClient } from "../src/index.js";
const client = createJobsClient({ baseUrl: "http://127.0.0.1:4010", apiKey: "demo-key-1" });
void client.jobs.create({
  title: "Nurse",
  description: "<p>Nights.</p>",
  locations: [{ description: "Toronto, ON" }],
  categories: [{ id: 1 }],
  positionType: { id: 1 },
  applicantRoutingType: { id: 2 },
});
`);
  expect(diagnostics).toHaveLength(1);
  const lines = diagnostics[0]?.split("\n") ?? [];
  expect(lines).toEqual([
    expect.stringMatching(/^Argument of type '\{ .* \}' is not assignable to parameter of type 'JobCreate'\.$/),
    expect.stringMatching(
      /^ {2}Property 'applicationUrl' is missing in type '\{ .* \}' but required in type 'UrlRoutedJobCreate'\.$/,
    ),
  ]);
});
