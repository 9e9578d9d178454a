/**
 * The report's chart: one horizontal bar per figure, its length the ratio to the figure's
 * baseline, with a line at 1 (as good as the baseline). Hand-written SVG, no dependency.
 */

export interface ChartBar {
  /** What was measured, e.g. "GET /jobs/{id}, reference server". */
  label: string;
  /** The figure's ratio to its same-run baseline; above 1 beats the baseline. */
  ratio: number;
  /** The baseline the ratio is to, named under the bar. */
  baseline: string;
}

const ROW = 44;
/** The narrowest label column; a longer label widens it (about 6.6 px a character at 12 px). */
const MIN_LABEL_WIDTH = 360;
const LABEL_CHARACTER_WIDTH = 6.6;
const BAR_WIDTH = 420;
const TOP = 36;

const escapeXml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** The SVG document for `bars`, scaled so the longest bar (and the line at 1) fits. */
export function ratioChart(title: string, bars: readonly ChartBar[]): string {
  const finite = bars.map((bar) => (Number.isFinite(bar.ratio) && bar.ratio > 0 ? bar.ratio : 0));
  const scale = BAR_WIDTH / Math.max(1.2, ...finite.map((ratio) => ratio * 1.1));
  const longest = Math.max(0, ...bars.map((bar) => Math.max(bar.label.length, (bar.baseline.length + 3) * 0.85)));
  const labelWidth = Math.max(MIN_LABEL_WIDTH, Math.ceil(16 + longest * LABEL_CHARACTER_WIDTH));
  const width = labelWidth + BAR_WIDTH + 60;
  const height = TOP + bars.length * ROW + 16;
  const oneX = labelWidth + scale;
  const rows = bars.map((bar, index) => {
    const y = TOP + index * ROW;
    const ratio = finite[index] ?? 0;
    const fill = ratio >= 1 ? "#2f7d4f" : "#b5651d";
    return [
      `<text x="${labelWidth - 8}" y="${y + 14}" text-anchor="end">${escapeXml(bar.label)}</text>`,
      `<text x="${labelWidth - 8}" y="${y + 30}" text-anchor="end" class="baseline">vs ${escapeXml(bar.baseline)}</text>`,
      `<rect class="bar" x="${labelWidth}" y="${y + 4}" width="${(ratio * scale).toFixed(1)}" height="24" fill="${fill}"/>`,
      `<text x="${(labelWidth + ratio * scale + 6).toFixed(1)}" y="${y + 21}">${ratio.toFixed(2)}</text>`,
    ].join("");
  });
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" font-family="sans-serif" font-size="12" role="img" aria-labelledby="chart-title">`,
    `<title id="chart-title">${escapeXml(title)}</title>`,
    "<style>.baseline{fill:#666;font-size:10px}</style>",
    `<text x="8" y="20" font-size="14" font-weight="bold">${escapeXml(title)}</text>`,
    ...rows,
    `<line x1="${oneX.toFixed(1)}" y1="${TOP - 4}" x2="${oneX.toFixed(1)}" y2="${height - 12}" stroke="#333" stroke-dasharray="4 3"/>`,
    `<text x="${oneX.toFixed(1)}" y="${height - 2}" text-anchor="middle">1 = the baseline</text>`,
    "</svg>",
    "",
  ].join("\n");
}
