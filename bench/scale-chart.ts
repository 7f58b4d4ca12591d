// The scale bench's chart, as hand-written SVG: two panels (throughput, p99), one line per
// operation, each value relative to the operation's figure on the empty database, with the
// ±15 % band shaded and the absolute figure written at each point. Stored orders go along the
// x axis in steps, evenly spaced (0, 100k and 1M would otherwise crowd the first two together).

export type ChartSeries = { name: string; unit: string; points: { stored: number; rate: number; p99: number }[] };

const COLORS = ['#1f77b4', '#d62728', '#2ca02c', '#9467bd', '#ff7f0e', '#8c564b'];
const PANEL = { width: 460, height: 300, left: 56, right: 16, top: 36, bottom: 48 };
const LEGEND_HEIGHT = 22;

export function scaleChart(series: ChartSeries[], title: string, band = 0.15): string {
  const steps = [...new Set(series.flatMap((line) => line.points.map((point) => point.stored)))].sort((a, b) => a - b);
  const legendRows = Math.ceil(series.length / 3);
  const width = PANEL.width * 2;
  const height = PANEL.height + 40 + legendRows * LEGEND_HEIGHT;
  const parts = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" font-family="sans-serif" font-size="11">`,
    `<rect width="100%" height="100%" fill="white"/>`,
    `<text x="${width / 2}" y="20" text-anchor="middle" font-size="14">${escape(title)}</text>`,
    panel(series, steps, 'throughput', 0, 28, band, (point) => point.rate),
    panel(series, steps, 'p99 latency', PANEL.width, 28, band, (point) => point.p99),
    ...series.map((line, index) => {
      const x = 20 + (index % 3) * (width / 3);
      const y = PANEL.height + 50 + Math.floor(index / 3) * LEGEND_HEIGHT;
      const color = COLORS[index % COLORS.length];
      return `<line x1="${x}" y1="${y - 4}" x2="${x + 24}" y2="${y - 4}" stroke="${color}" stroke-width="2"/><text x="${x + 30}" y="${y}">${escape(`${line.name} (${line.unit})`)}</text>`;
    }),
    '</svg>',
  ];
  return `${parts.join('\n')}\n`;
}

type Point = ChartSeries['points'][number];

function panel(series: ChartSeries[], steps: number[], label: string, offsetX: number, offsetY: number, band: number, value: (point: Point) => number): string {
  const plotWidth = PANEL.width - PANEL.left - PANEL.right;
  const plotHeight = PANEL.height - PANEL.top - PANEL.bottom;
  const relative = series.map((line) => {
    const base = line.points[0] ? value(line.points[0]) : 0;
    return line.points.map((point) => ({ stored: point.stored, ratio: base > 0 ? value(point) / base : 1, absolute: value(point) }));
  });
  const ratios = relative.flat().map((point) => point.ratio);
  const top = Math.max(1 + band + 0.1, ...ratios) * 1.05;
  const bottom = Math.max(0, Math.min(1 - band - 0.1, ...ratios) * 0.95);
  const x = (stored: number) => offsetX + PANEL.left + (steps.length === 1 ? plotWidth / 2 : (steps.indexOf(stored) / (steps.length - 1)) * plotWidth);
  const y = (ratio: number) => offsetY + PANEL.top + (1 - (ratio - bottom) / (top - bottom)) * plotHeight;
  const left = offsetX + PANEL.left;
  const out = [
    `<text x="${left + plotWidth / 2}" y="${offsetY + 18}" text-anchor="middle" font-size="12">${escape(label)}, relative to the empty database</text>`,
    `<rect x="${left}" y="${y(1 + band)}" width="${plotWidth}" height="${y(1 - band) - y(1 + band)}" fill="#eeeeee"/>`,
    `<line x1="${left}" y1="${y(1)}" x2="${left + plotWidth}" y2="${y(1)}" stroke="#999" stroke-dasharray="4 3"/>`,
    `<rect x="${left}" y="${offsetY + PANEL.top}" width="${plotWidth}" height="${plotHeight}" fill="none" stroke="#333"/>`,
  ];
  for (let tick = 0; tick <= 4; tick += 1) {
    const ratio = bottom + ((top - bottom) * tick) / 4;
    out.push(`<text x="${left - 6}" y="${y(ratio) + 4}" text-anchor="end">${ratio.toFixed(2)}×</text>`);
  }
  for (const stored of steps) {
    out.push(`<text x="${x(stored)}" y="${offsetY + PANEL.height - PANEL.bottom + 16}" text-anchor="middle">${compact(stored)}</text>`);
  }
  out.push(`<text x="${left + plotWidth / 2}" y="${offsetY + PANEL.height - PANEL.bottom + 32}" text-anchor="middle">stored orders</text>`);
  relative.forEach((points, index) => {
    const color = COLORS[index % COLORS.length];
    const path = points.map((point) => `${x(point.stored).toFixed(1)},${y(point.ratio).toFixed(1)}`).join(' ');
    out.push(`<polyline points="${path}" fill="none" stroke="${color}" stroke-width="2"/>`);
    for (const point of points) {
      out.push(`<circle cx="${x(point.stored).toFixed(1)}" cy="${y(point.ratio).toFixed(1)}" r="3" fill="${color}"/>`);
      out.push(`<text x="${(x(point.stored) + 5).toFixed(1)}" y="${(y(point.ratio) - 5).toFixed(1)}" fill="${color}" font-size="9">${absolute(point.absolute)}</text>`);
    }
  });
  return out.join('\n');
}

function compact(value: number): string {
  if (value >= 1_000_000) return `${+(value / 1_000_000).toFixed(2)}M`;
  if (value >= 1_000) return `${+(value / 1_000).toFixed(1)}k`;
  return String(value);
}

function absolute(value: number): string {
  return value >= 100 ? value.toFixed(0) : value.toFixed(value >= 10 ? 1 : 2);
}

function escape(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}
