// A position in PostgreSQL's write-ahead log (an LSN, written "16/B374D848"): every change the
// primary commits lies at a position, and a replica has replayed everything up to one. Comparing
// them says whether a replica already holds a given write.

const LSN = /^([0-9A-F]{1,8})\/([0-9A-F]{1,8})$/i;

/** The position as a number that compares in log order, or null for anything that is not one. */
export function parseWalPosition(text: string | null | undefined): bigint | null {
  const parts = text ? LSN.exec(text) : null;
  if (!parts) return null;
  return (BigInt(`0x${parts[1]}`) << 32n) | BigInt(`0x${parts[2]}`);
}

export function formatWalPosition(position: bigint): string {
  const high = (position >> 32n).toString(16).toUpperCase();
  const low = (position & 0xffffffffn).toString(16).toUpperCase();
  return `${high}/${low}`;
}
