/**
 * A small bar chart as accessible SVG with its data table: the SVG is one image with a name (role="img"), the
 * table below carries the same figures for screen readers, keyboard users and anyone who prefers numbers.
 */
import { useId } from 'react';

export interface BarRow {
  key: string;
  label: string;
  value: number;
  /** the value as shown (money, count) */
  display: string;
}

const W = 480;
const H = 200;
const PAD_BOTTOM = 28;
const PAD_TOP = 18;

export function BarChart({ title, chartLabel, labelHeader, valueHeader, rows }: { title: string; chartLabel: string; labelHeader: string; valueHeader: string; rows: BarRow[] }) {
  const id = useId();
  const max = Math.max(1, ...rows.map((r) => r.value));
  const slot = W / Math.max(1, rows.length);
  const barW = slot * 0.6;
  return (
    <figure className="biz__chart" aria-labelledby={`${id}-title`}>
      <figcaption id={`${id}-title`} className="biz__chart-title">
        {title}
      </figcaption>
      <svg viewBox={`0 0 ${W} ${H}`} role="img" aria-label={chartLabel} className="biz__svg">
        <line x1="0" x2={W} y1={H - PAD_BOTTOM} y2={H - PAD_BOTTOM} className="biz__axis" />
        {rows.map((r, i) => {
          const h = ((H - PAD_BOTTOM - PAD_TOP) * r.value) / max;
          const x = i * slot + (slot - barW) / 2;
          const y = H - PAD_BOTTOM - h;
          return (
            <g key={r.key}>
              <rect x={x} y={y} width={barW} height={h} rx="3" className="biz__bar" />
              <text x={x + barW / 2} y={y - 4} textAnchor="middle" className="biz__value">
                {r.display}
              </text>
              <text x={x + barW / 2} y={H - 8} textAnchor="middle" className="biz__label">
                {r.label}
              </text>
            </g>
          );
        })}
      </svg>
      <table className="biz__table">
        <thead>
          <tr>
            <th scope="col">{labelHeader}</th>
            <th scope="col">{valueHeader}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.key}>
              <th scope="row">{r.label}</th>
              <td>{r.display}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
