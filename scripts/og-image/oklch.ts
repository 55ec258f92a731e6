/**
 * A CSS `oklch(L% C H)` colour (how Tailwind's theme writes its palette) as the nearest sRGB `#rrggbb`, through
 * OKLab (Björn Ottosson's matrices, as CSS Color 4 defines them), clipped to the sRGB gamut.
 */
export function oklchToHex(css: string): string {
  const match = /^oklch\(\s*([\d.]+)%\s+([\d.]+)\s+([\d.]+|none)\s*\)$/.exec(css.trim());
  if (!match) throw new Error(`Not an oklch() colour: ${css}`);
  const lightness = Number(match[1]) / 100;
  const chroma = Number(match[2]);
  // A grey's hue is `none`: with no chroma, any hue gives the same colour.
  const hue = match[3] === "none" ? 0 : (Number(match[3]) * Math.PI) / 180;
  const a = chroma * Math.cos(hue);
  const b = chroma * Math.sin(hue);

  const l = (lightness + 0.3963377774 * a + 0.2158037573 * b) ** 3;
  const m = (lightness - 0.1055613458 * a - 0.0638541728 * b) ** 3;
  const s = (lightness - 0.0894841775 * a - 1.291485548 * b) ** 3;
  const linear = [
    4.0767416621 * l - 3.3077115913 * m + 0.2309699292 * s,
    -1.2684380046 * l + 2.6097574011 * m - 0.3413193965 * s,
    -0.0041960863 * l - 0.7034186147 * m + 1.707614701 * s,
  ];
  return `#${linear
    .map((channel) => {
      const clipped = Math.min(1, Math.max(0, channel));
      const encoded = clipped <= 0.0031308 ? 12.92 * clipped : 1.055 * clipped ** (1 / 2.4) - 0.055;
      return Math.round(encoded * 255)
        .toString(16)
        .padStart(2, "0");
    })
    .join("")}`;
}
