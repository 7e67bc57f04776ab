import type { IntlShape } from 'react-intl';
import type { BulkAction, SkipReason } from './bulk-action';
import type { BulkSummary, ZoneResult } from './bulk-run';
import { bulkTexts } from './texts';

/** The word each skip reason selects in the reason texts. */
const REASON_WORD: Record<SkipReason, string> = {
  'pause-not-allowed': 'pause',
  'volume-not-allowed': 'volume',
  'volume-unknown': 'volumeUnknown',
  'energy-not-supported': 'energyVersion',
  'energy-no-tracks': 'energyTracks',
  'energy-unknown': 'energyUnknown',
};

/** Why a zone is skipped, as part of a sentence ("remote volume is not allowed"). */
export function reasonText(intl: IntlShape, reason: SkipReason): string {
  return intl.formatMessage(bulkTexts.reason, { reason: REASON_WORD[reason] });
}

/** A skipped zone's result line ("Skipped: this zone does not allow remote volume"). */
const SKIPPED = {
  'pause-not-allowed': bulkTexts.skippedPause,
  'volume-not-allowed': bulkTexts.skippedVolume,
  'volume-unknown': bulkTexts.skippedVolumeUnknown,
  'energy-not-supported': bulkTexts.skippedEnergyNotSupported,
  'energy-no-tracks': bulkTexts.skippedEnergyNoTracks,
  'energy-unknown': bulkTexts.skippedEnergyUnknown,
} as const satisfies Record<SkipReason, unknown>;

/** A zone's bulk result in words (the reason of a refusal or a skip included). */
export function resultText(intl: IntlShape, result: ZoneResult): string {
  switch (result.kind) {
    case 'waiting':
      return intl.formatMessage(result.held ? bulkTexts.resultHeld : bulkTexts.resultWaiting);
    case 'sending':
      return intl.formatMessage(bulkTexts.resultSending);
    case 'done':
      return intl.formatMessage(bulkTexts.resultDone);
    case 'refused':
      return intl.formatMessage(bulkTexts.resultRefused, { reason: result.reason });
    case 'not-answering':
      return intl.formatMessage(bulkTexts.resultNotAnswering);
    case 'failed':
      return intl.formatMessage(bulkTexts.resultFailed);
    case 'not-sent':
      return intl.formatMessage(
        result.reason === 'stopped' ? bulkTexts.resultStopped : bulkTexts.resultNotSent,
      );
    case 'skipped':
      return intl.formatMessage(SKIPPED[result.reason]);
  }
}

/** The summary's parts after the first, each with its text, in the order shown. */
const PARTS = [
  ['refused', bulkTexts.summaryRefused],
  ['notAnswering', bulkTexts.summaryNotAnswering],
  ['noConnection', bulkTexts.summaryNoConnection],
  ['stopped', bulkTexts.summaryStopped],
  ['skipped', bulkTexts.summarySkipped],
  ['failed', bulkTexts.summaryFailed],
  ['pending', bulkTexts.summaryPending],
  ['held', bulkTexts.summaryHeld],
] as const;

/**
 * The summary line of a bulk run: "9 of 12 done · 1 refused by the player · 2 not answering"; after a
 * retry, "11 of 11 done after 1 retry" (the run's tally, which retries add to). A halted run's zones
 * still to send are "waiting for you", never "in progress"; those not sent for lack of a connection
 * are counted apart ("not sent: no connection").
 */
export function summaryText(intl: IntlShape, summary: BulkSummary, retries = 0): string {
  const parts = [
    retries
      ? intl.formatMessage(bulkTexts.summaryRetried, { done: summary.done, total: summary.total, retries })
      : intl.formatMessage(bulkTexts.summaryDone, { done: summary.done, total: summary.total }),
  ];
  for (const [field, text] of PARTS)
    if (summary[field]) parts.push(intl.formatMessage(text, { count: summary[field] }));
  return parts.join(' · ');
}

/** The confirmation's name of `action`, with its value (volume, energy level, advert, playlist). */
export function actionName(intl: IntlShape, action: BulkAction): string {
  const t = intl.formatMessage;
  switch (action.kind) {
    case 'pause':
      return t(bulkTexts.pause);
    case 'play':
      return t(bulkTexts.play);
    case 'resume-timetable':
      return t(bulkTexts.resumeTimetable);
    case 'volume':
      return t(bulkTexts.setVolumeTo, { percent: action.percent });
    case 'volume-step':
      return t(bulkTexts.volumeStep, {
        step: action.step > 0 ? 'up' : 'down',
        amount: Math.abs(action.step),
      });
    case 'energy':
      return t(bulkTexts.setEnergyTo, { level: t(bulkTexts.energyLevel, { level: action.level }) });
    case 'advert':
      return `${t(bulkTexts.playAdvert)} (${action.title})`;
    case 'playlist':
      return `${t(bulkTexts.playPlaylist)} (${action.name})`;
  }
}
