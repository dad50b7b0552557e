import { CHART_COLOURS, type ChartColour } from './chartSupport';

export type LegendShape = 'circle' | 'diamond' | 'ring' | 'line' | 'bar';

export interface LegendItem {
  label: string;
  shape: LegendShape;
  colour: ChartColour;
}

/** The same marks the canvas draws (shape and colour), so the series can be told apart by shape alone too. */
function Mark({ shape, colour }: { shape: LegendShape; colour: ChartColour }) {
  const paint = `var(${CHART_COLOURS[colour]})`;
  return (
    <svg className="chart-mark" viewBox="0 0 14 14" width="14" height="14" aria-hidden="true" focusable="false">
      {shape === 'circle' && <circle cx="7" cy="7" r="4.5" style={{ fill: paint, stroke: paint }} />}
      {shape === 'ring' && <circle cx="7" cy="7" r="4" style={{ fill: 'none', stroke: paint, strokeWidth: 1.5 }} />}
      {shape === 'diamond' && <path d="M7 1.5 12.5 7 7 12.5 1.5 7Z" style={{ fill: paint, stroke: paint }} />}
      {shape === 'line' && <path d="M1 7H13" style={{ stroke: paint, strokeWidth: 2 }} />}
      {shape === 'bar' && <rect x="3" y="2" width="8" height="11" style={{ fill: paint }} />}
    </svg>
  );
}

export function ChartLegend({ items }: { items: readonly LegendItem[] }) {
  return (
    <ul className="chart-legend" aria-label="Legend">
      {items.map((item) => (
        <li key={item.label}>
          <Mark shape={item.shape} colour={item.colour} />
          {item.label}
        </li>
      ))}
    </ul>
  );
}
