import { createGlobalStyle } from 'styled-components';
import { palette } from './theme';

const vars = (scheme: Record<string, string>) =>
  Object.entries(scheme)
    .map(([name, value]) => `--c-${name}: ${value};`)
    .join('\n');

/** Page-wide styles: colour variables for light and dark, system font, focus ring, reduced motion. */
export const GlobalStyle = createGlobalStyle`
  :root { ${vars(palette.light)} color-scheme: light dark; }
  @media (prefers-color-scheme: dark) { :root { ${vars(palette.dark)} } }
  *, *::before, *::after { box-sizing: border-box; }
  html, body { margin: 0; min-height: 100%; }
  body {
    background: ${({ theme }) => theme.color.bg};
    color: ${({ theme }) => theme.color.text};
    font-family: ${({ theme }) => theme.font.family};
    line-height: 1.45;
    -webkit-font-smoothing: antialiased;
  }
  :focus-visible { outline: 3px solid ${({ theme }) => theme.color.focus}; outline-offset: 2px; }
  button, input, select { font: inherit; color: inherit; }
  a { color: ${({ theme }) => theme.color.primary}; }
  .visually-hidden {
    position: absolute !important; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0);
    white-space: nowrap; margin: -1px; padding: 0; border: 0;
  }
  @media (prefers-reduced-motion: reduce) {
    *, *::before, *::after { animation-duration: 0.001ms !important; animation-iteration-count: 1 !important; transition-duration: 0.001ms !important; }
  }
`;
