import { createIntl } from 'react-intl';
import { summarise, type ZoneResult } from '../../../../src/features/overview/bulk/bulk-run';
import { summaryText } from '../../../../src/features/overview/bulk/run-text';
import { LANGUAGES } from '../../../../src/lib/i18n/languages';
import { TEXTS } from '../../../support/texts';

const intl = (code: keyof typeof TEXTS) =>
  createIntl({
    locale: LANGUAGES.find((l) => l.code === code)?.locale ?? code,
    messages: TEXTS[code],
    onError: (error) => {
      throw error;
    },
  });

/** A progress with `counts` zones of each result. */
function progress(counts: Partial<Record<ZoneResult['kind'], number>>) {
  const results = new Map<string, ZoneResult>();
  let n = 0;
  for (const [kind, count] of Object.entries(counts))
    for (let i = 0; i < (count ?? 0); i++)
      results.set(
        `g-${n++}`,
        kind === 'refused'
          ? { kind, reason: 'Locked' }
          : kind === 'skipped'
            ? { kind, reason: 'pause-not-allowed' }
            : ({ kind } as ZoneResult),
      );
  return summarise(results);
}

describe('the overview summary line (docs/design.md "Every zone at a glance")', () => {
  it('counts what is done out of all, then only the outcomes that happened', () => {
    expect(summaryText(intl('en'), progress({ done: 9, refused: 1, 'not-answering': 2 }))).toBe(
      '9 of 12 done · 1 refused by the player · 2 not answering',
    );
    expect(summaryText(intl('en'), progress({ done: 2, sending: 1, waiting: 1, skipped: 1 }))).toBe(
      '2 of 5 done · 1 skipped · 2 in progress',
    );
  });

  it('says a halted run’s zones wait for the user, and counts the ones not sent for lack of a connection apart', () => {
    const results = new Map<string, ZoneResult>([
      ['g-0', { kind: 'done' }],
      ['g-1', { kind: 'not-sent', reason: 'disconnected' }],
      ['g-2', { kind: 'not-sent', reason: 'stopped' }],
      ['g-3', { kind: 'waiting', held: true }],
      ['g-4', { kind: 'waiting', held: true }],
    ]);
    expect(summaryText(intl('en'), summarise(results))).toBe(
      '1 of 5 done · 1 not sent: no connection · 1 not sent: the run was stopped · 2 waiting for you',
    );
  });

  it.each(Object.keys(TEXTS) as (keyof typeof TEXTS)[])('reads in %s with every count in it', (code) => {
    const text = summaryText(intl(code), progress({ done: 3, refused: 4, 'not-answering': 5, failed: 6 }));
    for (const count of ['3', '18', '4', '5', '6']) expect(text).toContain(count);
  });
});
