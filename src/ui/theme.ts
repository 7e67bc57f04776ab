/**
 * The design tokens (docs/architecture.md §6). Colours are CSS custom properties set by GlobalStyle for light
 * and dark (`prefers-color-scheme`), so one theme serves both without re-rendering.
 */
export const theme = {
  color: {
    bg: 'var(--c-bg)',
    surface: 'var(--c-surface)',
    surfaceAlt: 'var(--c-surface-alt)',
    text: 'var(--c-text)',
    muted: 'var(--c-muted)',
    border: 'var(--c-border)',
    primary: 'var(--c-primary)',
    onPrimary: 'var(--c-on-primary)',
    success: 'var(--c-success)',
    warning: 'var(--c-warning)',
    /** Background of a warning banner or note; text on it uses `text`. */
    warningSurface: 'var(--c-warning-surface)',
    danger: 'var(--c-danger)',
    info: 'var(--c-info)',
    focus: 'var(--c-focus)',
    skeleton: 'var(--c-skeleton)',
  },
  space: { xs: '4px', sm: '8px', md: '16px', lg: '24px', xl: '32px' },
  radius: { sm: '6px', md: '12px', lg: '20px', round: '999px' },
  font: {
    family: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans', 'Noto Sans CJK SC', sans-serif",
    size: { sm: '0.875rem', md: '1rem', lg: '1.25rem', xl: '1.6rem' },
  },
  /** Minimum pointer target (WCAG 2.2 target size, comfortably above 24 px). */
  target: '44px',
  breakpoint: { wide: 1200, narrow: 600 },
  /** Height of the player's bottom bar (the mini-player), in px: content and toasts keep clear of it. */
  bottomBar: 76,
} as const;

export type Theme = typeof theme;

/** Colour values per scheme; contrast checked against WCAG AA (text ≥ 4.5:1). */
export const palette = {
  light: {
    bg: '#f4f5f8',
    surface: '#ffffff',
    'surface-alt': '#eceef3',
    text: '#16181d',
    muted: '#4f5563',
    border: '#c9ced8',
    primary: '#3b3ec4',
    'on-primary': '#ffffff',
    success: '#1c7a3d',
    warning: '#8a5a00',
    'warning-surface': '#fff3d6',
    danger: '#b3261e',
    info: '#1f5fa8',
    focus: '#1a73e8',
    skeleton: '#dde1e8',
  },
  dark: {
    bg: '#111318',
    surface: '#1b1e25',
    'surface-alt': '#252933',
    text: '#eef0f4',
    muted: '#b4bac6',
    border: '#3c4250',
    primary: '#a9abff',
    'on-primary': '#14163d',
    success: '#6fd38e',
    warning: '#f3c25b',
    'warning-surface': '#3b2f12',
    danger: '#ff8a80',
    info: '#8cc1ff',
    focus: '#8ab4f8',
    skeleton: '#2c313c',
  },
} as const;

/** A colour scheme's name: `light` or `dark`. */
export type Scheme = keyof typeof palette;

/** A brand's accent in one scheme: its primary colour and the text on it. */
export interface Accent {
  readonly primary: string;
  readonly 'on-primary': string;
}

/**
 * Each brand's accent (spec §9: clientTypeId 2 and 18 have their own logos; 1, absent and any other
 * value use the first brand's, {@link palette}): the primary colour and the text on it per scheme, the
 * logos' own colours, darkened or lightened where needed so text keeps WCAG AA contrast (≥ 4.5:1) on
 * every surface.
 */
export const brandAccents: Readonly<Record<string, Readonly<Record<Scheme, Accent>>>> = {
  '2': {
    light: { primary: '#0e7265', 'on-primary': '#ffffff' },
    dark: { primary: '#6fd3c3', 'on-primary': '#0b2e29' },
  },
  '18': {
    light: { primary: '#a3213b', 'on-primary': '#ffffff' },
    dark: { primary: '#ff8fa3', 'on-primary': '#3d0a14' },
  },
};
