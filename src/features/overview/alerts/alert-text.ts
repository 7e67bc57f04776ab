import type { IntlShape } from 'react-intl';
import { entryText } from '../../../ui/activity/entry-text';
import type { Alert } from './alerts.streams';
import { alertTexts as texts } from './texts';

/**
 * What `alert` says in the user's language: the title names the site and how many alerts it gathers;
 * the body has one line per item ("Counter has needed attention for 30 min", "Counter: Volume set to 33
 * on another device"). `delayMs` is the delay chosen (ms).
 */
export function alertText(intl: IntlShape, alert: Alert, delayMs: number): { title: string; body: string } {
  const title = intl.formatMessage(texts.siteTitle, {
    site: alert.site || intl.formatMessage(texts.noSite),
    count: alert.items.length,
  });
  const lines = alert.items.map((item) =>
    item.entry
      ? entryText(intl, item.entry, undefined, true)
      : intl.formatMessage(texts.attention, { zone: item.zone, minutes: Math.round(delayMs / 60_000) }),
  );
  return { title, body: lines.join('\n') };
}
