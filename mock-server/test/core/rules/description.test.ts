import { describe, expect, it } from "vitest";
import { TRANSPORTS, useHarness } from "../../support/harness.js";
import { codes, createJob, validJob } from "../../support/jobs.js";

describe.each(TRANSPORTS)("description HTML rule over %s", (transport) => {
  const harness = useHarness(transport);
  const post = (description: unknown) => harness.request("POST", "/api/v1.1/jobs", { body: validJob({ description }) });

  it("accepts every allowed tag and keeps the text exactly as sent", async () => {
    const html =
      "<div><p><strong>S</strong><b>B</b><em>E</em><i>I</i><br>text &amp; more</p><ul><li>one</li></ul><ol><li>two</li></ol>" +
      '<a href="https://example.org" target="_blank">web</a> <a href="mailto:jobs@example.org">mail</a> <A HREF="http://x.org">up</A></div>';
    const job = await createJob(harness, { description: html });
    expect(job.description).toBe(html);
  });

  it("accepts plain text and an empty description", async () => {
    await createJob(harness, { description: "Just text, no markup." });
    await createJob(harness, { description: "" });
  });

  it("accepts HTML's whitespace: tabs, line feeds, form feeds and carriage returns", async () => {
    const html = "<ul>\r\n\t<li>Nights</li>\n\t<li>Weekends</li>\f</ul>";
    expect((await createJob(harness, { description: html })).description).toBe(html);
  });

  it.each([
    ["ESC (an OSC 52 writing the clipboard)", "<p>Nurse\u001b]52;c;aGk=\u0007</p>", "U+001B"],
    ["NUL", "<p>Nurse\u0000</p>", "U+0000"],
    ["BS", "<p>Nurse\bX</p>", "U+0008"],
    ["DEL", "<p>Nurse\u007f</p>", "U+007F"],
    ["a C1 CSI", "<p>Nurse\u009b2J</p>", "U+009B"],
  ])("refuses %s with control_character, naming it", async (_, description, named) => {
    const reply = await post(description);
    expect(reply.status).toBe(422);
    expect(codes(reply)).toEqual(["control_character"]);
    expect(JSON.stringify(reply.body)).toContain(named);
  });

  it("reports a control character beside the markup it breaks, each on its own", async () => {
    const reply = await post("<span>Nurse\u001b</span>");
    expect(codes(reply).sort()).toEqual(["control_character", "html_tag"]);
  });

  it.each([
    ["a tag outside the list", "<span>x</span>", ["html_tag"]],
    ["a script", "<p>x</p><script>alert(1)</script>", ["html_tag"]],
    ["an image", '<img src="https://x.org/a.png">', ["html_tag"]],
    ["an attribute on p", '<p class="lead">x</p>', ["html_attribute"]],
    ["a style attribute on strong", '<strong style="color:red">x</strong>', ["html_attribute"]],
    ["an attribute named __proto__", '<p __proto__="x">y</p>', ["html_attribute"]],
    ["an a without href", "<a>x</a>", ["html_href_missing"]],
    ["an a with a javascript href", '<a href="javascript:alert(1)">x</a>', ["html_href"]],
    ["an a with a relative href", '<a href="/jobs">x</a>', ["html_href"]],
    [
      "an a with an attribute besides href and target",
      '<a href="https://x.org" rel="noopener">x</a>',
      ["html_attribute"],
    ],
    ["a comment", "<p>x</p><!-- hidden -->", ["html_comment"]],
    ["a doctype", "<!DOCTYPE html><p>x</p>", ["html_tag"]],
    [
      "two tags and an attribute, each reported",
      '<span>a</span><p id="x">b</p><table></table>',
      ["html_tag", "html_attribute", "html_tag"],
    ],
  ])("rejects %s with 422", async (_, description, expected) => {
    const reply = await post(description);
    expect(reply.status).toBe(422);
    expect(codes(reply)).toEqual(expected);
    expect(reply.body.errors.every((error: { pointer: string }) => error.pointer === "/description")).toBe(true);
  });

  it("rejects a description that is not a string", async () => {
    expect(codes(await post(42))).toEqual(["invalid_type"]);
  });

  it("requires a description on create", async () => {
    expect(codes(await post(undefined))).toEqual(["required"]);
  });
});
