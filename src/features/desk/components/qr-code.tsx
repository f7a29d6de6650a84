/**
 * A QR code as an SVG drawn from lean-qr's module bitmap: one path of unit squares, made by React from the data —
 * no markup string is ever parsed (no innerHTML). The quiet zone is 4 modules, as the standard asks.
 */
import { generate } from 'lean-qr';

const QUIET = 4;

export function qrPath(text: string): { size: number; d: string } {
  const code = generate(text);
  const parts: string[] = [];
  for (let y = 0; y < code.size; y++) {
    for (let x = 0; x < code.size; x++) {
      if (code.get(x, y)) parts.push(`M${String(x + QUIET)} ${String(y + QUIET)}h1v1h-1z`);
    }
  }
  return { size: code.size + 2 * QUIET, d: parts.join('') };
}

export function QrCode({ text, label }: { text: string; label: string }) {
  const { size, d } = qrPath(text);
  return (
    <svg className="desk-qr" role="img" aria-label={label} viewBox={`0 0 ${String(size)} ${String(size)}`} shapeRendering="crispEdges">
      <rect width={size} height={size} fill="#fff" />
      <path d={d} fill="#000" />
    </svg>
  );
}
