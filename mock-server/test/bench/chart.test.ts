import { Parser } from "htmlparser2";
import { describe, expect, it } from "vitest";
import { type ChartBar, ratioChart } from "../../bench/chart.js";

interface Element {
  name: string;
  attributes: Record<string, string>;
}

/** The elements of an XML document, in order; throws where tags do not nest or close. */
function parseXml(xml: string): Element[] {
  const elements: Element[] = [];
  const open: string[] = [];
  const parser: Parser = new Parser(
    {
      onopentag(name, attributes) {
        elements.push({ name, attributes });
        open.push(name);
      },
      // htmlparser2 closes tags left open by a later end tag itself ("implied"), as it does a
      // self-closing tag: only the latter, whose token ends in "/>", is well-formed.
      onclosetag(name, isImplied) {
        const token = xml.slice(parser.startIndex, parser.endIndex + 1);
        if (open.pop() !== name || (isImplied && !token.endsWith("/>"))) {
          throw new Error(`<${name}> is not closed where it should be`);
        }
      },
      onerror(error) {
        throw error;
      },
    },
    { xmlMode: true },
  );
  parser.end(xml);
  if (open.length > 0) {
    throw new Error(`left open: ${open.join(", ")}`);
  }
  return elements;
}

const bars: ChartBar[] = [
  { label: "GET /jobs/{id}, reference server", ratio: 0.86, baseline: "bare node:http ceiling" },
  { label: "list page, reference server", ratio: 2.1, baseline: "naive header server" },
  { label: "POST <jobs> & friends", ratio: 0.56, baseline: 'naive "write" server' },
];

describe("the report's ratio chart", () => {
  it("is one well-formed SVG document, even with markup characters in its labels", () => {
    const elements = parseXml(ratioChart("Ratios", bars));

    expect(elements[0]?.name).toBe("svg");
    expect(elements[0]?.attributes.xmlns).toBe("http://www.w3.org/2000/svg");
  });

  it("names itself for assistive technology, and widens its label column to the longest label", () => {
    const long = {
      label: `${"search q=nurse, page 50, ".repeat(3)}Prism`,
      ratio: 1.5,
      baseline: "naive header server",
    };
    const elements = parseXml(ratioChart("Ratios", [...bars, long]));
    expect(elements[0]?.attributes.role).toBe("img");
    expect(elements.find((element) => element.name === "title")).toBeDefined();
    const labels = elements.filter((element) => element.name === "text" && element.attributes["text-anchor"] === "end");
    const anchor = Number(labels[0]?.attributes.x);
    expect(anchor).toBeGreaterThan(long.label.length * 6);
  });

  it("draws one bar per figure, longer for the larger ratio", () => {
    const drawn = parseXml(ratioChart("Ratios", bars)).filter(
      (element) => element.name === "rect" && element.attributes.class === "bar",
    );

    expect(drawn).toHaveLength(bars.length);
    const widths = drawn.map((bar) => Number(bar.attributes.width));
    expect(widths[1]).toBeGreaterThan(widths[0] ?? 0);
    expect(widths[0]).toBeGreaterThan(widths[2] ?? 0);
  });

  it("draws a figure that could not be measured as an empty bar, not as NaN", () => {
    const svg = ratioChart("Ratios", [{ label: "json-server", ratio: Number.NaN, baseline: "ceiling" }]);

    expect(svg).not.toContain("NaN");
    expect(parseXml(svg).filter((element) => element.name === "rect")).toHaveLength(1);
  });
});
