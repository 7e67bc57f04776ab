import { createGlobalStyle } from 'styled-components';
import { brandAccents, palette, type Accent } from './theme';

/** Class of the element the app renders into (src/embed/mount.tsx); every app-wide rule is scoped to it. */
export const APP_ROOT_CLASS = 'player-remote-root';

const vars = (scheme: Readonly<Record<string, string>> | Accent) =>
  Object.entries(scheme)
    .map(([name, value]) => `--c-${name}: ${value};`)
    .join('\n');

const root = `.${APP_ROOT_CLASS}`;
/** `:where()` keeps the scope out of the specificity: `:where(.root) button` weighs what `button` did, below any component's class. */
const inside = `:where(${root})`;

/** The rules that give the elements `selector` matches a brand's accent over the palette, light and dark. */
export function accentRules(selector: string, accent: (typeof brandAccents)[string]): string {
  return `${selector} { ${vars(accent.light)} } @media (prefers-color-scheme: dark) { ${selector} { ${vars(accent.dark)} } }`;
}

/**
 * App-wide styles, scoped to the app's root element (never `html`, `body`, `*` or bare element selectors
 * of the page it is on): colour variables for light and dark, colour scheme, system font, line height,
 * box sizing, focus ring, form controls' font, link colour, reduced motion, and `.visually-hidden`.
 * The root first resets what it would otherwise inherit from a host page (`all: initial`: font, colour,
 * line height, letter spacing, text transform…), so the host's styles do not change the app. In a shadow
 * root `:host` is the custom element or mount wrapper (a block). Page-level styles of the standalone
 * page (margin, background) are set by src/embed/page-style.ts, not here. `$brand` (the account's
 * clientTypeId) sets that brand's accent over the palette ({@link brandAccents}).
 */
export const GlobalStyle = createGlobalStyle<{ $brand?: string | undefined }>`
  :host { display: block; }
  ${root} {
    all: initial;
    display: block;
    ${vars(palette.light)}
    color-scheme: light dark;
    background: ${({ theme }) => theme.color.bg};
    color: ${({ theme }) => theme.color.text};
    font-family: ${({ theme }) => theme.font.family};
    line-height: 1.45;
    -webkit-font-smoothing: antialiased;
  }
  @media (prefers-color-scheme: dark) { ${root} { ${vars(palette.dark)} } }
  ${({ $brand }) => {
    const accent = $brand === undefined ? undefined : brandAccents[$brand];
    return accent ? accentRules(root, accent) : '';
  }}
  ${root}, ${inside} *, ${inside} *::before, ${inside} *::after { box-sizing: border-box; }
  ${inside} :focus-visible { outline: 3px solid ${({ theme }) => theme.color.focus}; outline-offset: 2px; }
  ${inside} :is(button, input, select, textarea) { font: inherit; color: inherit; }
  ${inside} a { color: ${({ theme }) => theme.color.primary}; }
  ${inside} .visually-hidden {
    position: absolute !important; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0);
    white-space: nowrap; margin: -1px; padding: 0; border: 0;
  }
  @media (prefers-reduced-motion: reduce) {
    ${inside} *, ${inside} *::before, ${inside} *::after { animation-duration: 0.001ms !important; animation-iteration-count: 1 !important; transition-duration: 0.001ms !important; }
  }
`;
