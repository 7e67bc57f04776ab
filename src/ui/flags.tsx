import type { ReactElement } from 'react';
import type { LanguageCode } from '../lib/i18n/languages';

/** Small, simplified flags (viewBox 30×20) for the seven interface languages only (spec §1); decorative. */
const FLAGS: Record<LanguageCode, ReactElement> = {
  en: (
    <>
      <rect width="30" height="20" fill="#012169" />
      <path d="M0 0l30 20M30 0L0 20" stroke="#fff" strokeWidth="4" />
      <path d="M0 0l30 20M30 0L0 20" stroke="#C8102E" strokeWidth="1.6" />
      <path d="M15 0v20M0 10h30" stroke="#fff" strokeWidth="6" />
      <path d="M15 0v20M0 10h30" stroke="#C8102E" strokeWidth="3.4" />
    </>
  ),
  'en-US': (
    <>
      <rect width="30" height="20" fill="#fff" />
      {[0, 2, 4, 6, 8, 10, 12].map((i) => (
        <rect key={i} y={(i * 20) / 13} width="30" height={20 / 13} fill="#B22234" />
      ))}
      <rect width="13" height={(7 * 20) / 13} fill="#3C3B6E" />
    </>
  ),
  es: (
    <>
      <rect width="30" height="20" fill="#AA151B" />
      <rect y="5" width="30" height="10" fill="#F1BF00" />
    </>
  ),
  de: (
    <>
      <rect width="30" height="20" fill="#000" />
      <rect y="6.67" width="30" height="6.67" fill="#DD0000" />
      <rect y="13.33" width="30" height="6.67" fill="#FFCE00" />
    </>
  ),
  fr: (
    <>
      <rect width="30" height="20" fill="#fff" />
      <rect width="10" height="20" fill="#002395" />
      <rect x="20" width="10" height="20" fill="#ED2939" />
    </>
  ),
  'zh-CHS': (
    <>
      <rect width="30" height="20" fill="#DE2910" />
      <path d="M5 2.5l1.2 3.6H10L7 8.3l1.1 3.6L5 9.7l-3.1 2.2L3 8.3 0 6.1h3.8z" fill="#FFDE00" />
    </>
  ),
  'zh-CHT': (
    <>
      <rect width="30" height="20" fill="#FE0000" />
      <rect width="15" height="10" fill="#000095" />
      <circle cx="7.5" cy="5" r="2.6" fill="#fff" />
    </>
  ),
};

/** The flag of a language, 24×16 px, hidden from assistive technology (the name is always shown as text). */
export function Flag({ code }: { code: LanguageCode }) {
  return (
    <svg
      width="24"
      height="16"
      viewBox="0 0 30 20"
      aria-hidden="true"
      style={{ flex: 'none', borderRadius: 2, boxShadow: '0 0 0 1px rgb(0 0 0 / 0.15)' }}
    >
      {FLAGS[code]}
    </svg>
  );
}
