// Abstract avatar and cover artwork for demo creators, drawn locally as SVG.

export function avatarSvg([from, to]: [string, string], seed: number) {
  const cx = 30 + ((seed * 37) % 40);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="512" height="512" viewBox="0 0 100 100">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
  <rect width="100" height="100" fill="url(#g)"/>
  <circle cx="${cx}" cy="38" r="17" fill="#ffffff" fill-opacity="0.85"/>
  <path d="M${cx - 32} 100 Q${cx} 48 ${cx + 32} 100 Z" fill="#ffffff" fill-opacity="0.85"/>
</svg>`;
}

export function coverSvg([from, to]: [string, string], seed: number) {
  const waves = [0, 1, 2]
    .map((i) => {
      const y = 260 + i * 70 - (seed % 3) * 20;
      return `<path d="M0 ${y} C 320 ${y - 120}, 640 ${y + 120}, 960 ${y} S 1600 ${y - 100}, 1920 ${y} V 640 H 0 Z" fill="#ffffff" fill-opacity="${0.08 + i * 0.06}"/>`;
    })
    .join("");
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1920" height="640" viewBox="0 0 1920 640">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${to}"/><stop offset="1" stop-color="${from}"/></linearGradient></defs>
  <rect width="1920" height="640" fill="url(#g)"/>${waves}
</svg>`;
}
