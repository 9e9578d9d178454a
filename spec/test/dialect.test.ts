import { describe, expect, it } from "vitest";
import { DEFAULT_DIALECT, resolveDialect } from "../src/dialect.js";
import { checkDialect, parseDialect } from "../src/dialect-check.js";

describe("dialect documents", () => {
  it("takes the empty dialect and the default one written out in full", async () => {
    expect(await checkDialect({})).toEqual([]);
    const { referenceData: _, ...written } = DEFAULT_DIALECT;
    expect(await checkDialect(JSON.parse(JSON.stringify(written)))).toEqual([]);
  });

  it("names each member that is not a choice the schema knows", async () => {
    const problems = await checkDialect({
      errors: { validation: { status: 200, body: "yaml" } },
      paging: { links: "relative" },
      colour: "blue",
    });
    expect(problems.join("\n")).toMatch(/#\/errors\/validation\/status fails .*minimum/);
    expect(problems.join("\n")).toMatch(/#\/errors\/validation\/body fails .*enum/);
    expect(problems.join("\n")).toMatch(/#\/paging\/links fails .*enum/);
    expect(problems.join("\n")).toMatch(/#\/colour fails .*additionalProperties/);
  });

  it("refuses a file that is not JSON or not a dialect, saying which", async () => {
    await expect(parseDialect("{", "deployment.json")).rejects.toThrow(/deployment.json is not JSON/);
    await expect(parseDialect('{"absentReferenceId": 0}', "d.json")).rejects.toThrow(
      /d.json is not a valid dialect:\n {2}#\/absentReferenceId fails/,
    );
  });

  it("fills what a dialect leaves out with the reference server's choices", () => {
    const resolved = resolveDialect({
      errors: { validation: { status: 400, body: "text" } },
      paging: { links: "path" },
    });
    expect(resolved.errors.validation).toEqual({ status: 400, body: "text", contentType: "text/plain; charset=utf-8" });
    expect(resolved.errors.notFound).toEqual(DEFAULT_DIALECT.errors.notFound);
    expect(resolved.paging).toEqual({ ...DEFAULT_DIALECT.paging, links: "path" });
    expect(resolved.absentReferenceId).toBeNull();
    expect(resolveDialect({ absentReferenceId: "" }).absentReferenceId).toBe("");
  });
});
