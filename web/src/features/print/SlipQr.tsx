// A slip's QR code (docs/gate.md) as SVG, so that it prints crisply at any size: one path of dark modules with
// the quiet zone the standard asks for (4 modules), and the slip's number under it in text.
import { encode } from 'uqr';

const QUIET = 4;

export function SlipQr({ code, label, caption }: { code: string; label: string; caption: string }) {
  const { data, size } = encode(code, { ecc: 'M', border: 0 });
  const path = data
    .flatMap((row, y) => row.map((dark, x) => (dark ? `M${x + QUIET} ${y + QUIET}h1v1h-1z` : '')))
    .join('');
  const side = size + 2 * QUIET;
  return (
    <figure className="print-qr" data-code={code}>
      <svg viewBox={`0 0 ${side} ${side}`} role="img" aria-label={label} shapeRendering="crispEdges">
        <rect width={side} height={side} fill="#fff" />
        <path d={path} fill="#000" />
      </svg>
      <figcaption>{caption}</figcaption>
    </figure>
  );
}
