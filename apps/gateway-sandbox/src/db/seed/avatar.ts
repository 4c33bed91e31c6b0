/**
 * Draws a simple SVG avatar (initials on a coloured disc) for the seed.
 * @param initials - one or two letters, escaped here.
 * @param hue - 0..359.
 * @returns the SVG document as text.
 */
export function avatarSvg(initials: string, hue: number): string {
  const text = initials.replace(/[^A-Za-z]/g, '').slice(0, 2).toUpperCase();
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256" viewBox="0 0 256 256" role="img" aria-label="Avatar">',
    `  <circle cx="128" cy="128" r="128" fill="hsl(${hue} 55% 45%)"/>`,
    `  <text x="128" y="128" dy="0.35em" text-anchor="middle" font-family="Helvetica, Arial, sans-serif" font-size="104" fill="#fff">${text}</text>`,
    '</svg>',
    '',
  ].join('\n');
}
