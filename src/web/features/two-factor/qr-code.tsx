// A QR code drawn as SVG in the browser (the secret never goes to a QR service).
import { useMemo } from "react";
import { encode } from "uqr";

export function QrCode({ value, label }: { value: string; label: string }) {
  const { path, size } = useMemo(() => {
    const qr = encode(value, { ecc: "M", border: 2 });
    // One square per dark module, as one path: small, and crisp at any size.
    const squares = qr.data.flatMap((row, y) => row.map((isDark, x) => (isDark ? `M${x} ${y}h1v1h-1z` : "")));
    return { path: squares.join(""), size: qr.size };
  }, [value]);
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${size} ${size}`}
      shapeRendering="crispEdges"
      className="h-48 w-48 rounded-lg border border-slate-200 bg-white text-black"
    >
      <path d={path} fill="currentColor" />
    </svg>
  );
}
