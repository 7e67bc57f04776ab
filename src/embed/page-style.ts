import { palette } from '../ui/theme';

/** The page-level style rules of {@link applyPageStyle} (also in the prerendered first screen, scripts/prerender.ts). */
export const PAGE_STYLE_RULES = `html { color-scheme: light dark; background: ${palette.light.bg}; }
body { margin: 0; }
@media (prefers-color-scheme: dark) { html { background: ${palette.dark.bg}; } }`;

/**
 * Page-level styles for when the app owns the page (its own index.html): no body margin, the theme's
 * background behind and around the app, light and dark scrollbars. Set through the CSSOM (a constructed
 * style sheet adopted by the document), which a strict `style-src` allows, and only then: on a host page
 * the app never styles `html` or `body`. Returns the function that takes them away again.
 */
export function applyPageStyle(): () => void {
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(PAGE_STYLE_RULES);
  document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
  return () => {
    document.adoptedStyleSheets = document.adoptedStyleSheets.filter((s) => s !== sheet);
  };
}
