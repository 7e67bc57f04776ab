import { brandAccents, palette, type Scheme } from '../../src/ui/theme';

/** WCAG 2.2 relative luminance of a `#rrggbb` colour. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

/** WCAG contrast ratio of two colours (1 to 21). */
function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
}

const schemes: Scheme[] = ['light', 'dark'];
const surfaces = ['bg', 'surface', 'surface-alt'] as const;

describe('the palette and the brand accents (WCAG AA, spec §9 brands)', () => {
  it('measures contrast as WCAG does', () => {
    expect(contrast('#000000', '#ffffff')).toBeCloseTo(21);
    expect(contrast('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
  });

  it.each(schemes)('every accent, the default one included, reads at 4.5:1 on every %s surface', (scheme) => {
    const accents = [palette[scheme], ...Object.values(brandAccents).map((b) => b[scheme])];
    for (const accent of accents) {
      for (const surface of surfaces)
        expect(contrast(accent.primary, palette[scheme][surface])).toBeGreaterThanOrEqual(4.5);
      expect(contrast(accent.primary, accent['on-primary'])).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('brands 2 and 18 each have an accent of their own', () => {
    for (const scheme of schemes) {
      const primaries = [
        palette[scheme].primary,
        brandAccents['2']![scheme].primary,
        brandAccents['18']![scheme].primary,
      ];
      expect(new Set(primaries).size).toBe(3);
    }
  });
});
