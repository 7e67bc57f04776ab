import type { IntlShape } from 'react-intl';
import type { BulkAction, BulkProgress, ZoneResult } from './bulk.streams';
import { bulkTexts } from './texts';

/** A zone's bulk result in words (the reason of a refusal or a skip included). */
export function resultText(intl: IntlShape, result: ZoneResult): string {
  switch (result.kind) {
    case 'waiting':
      return intl.formatMessage(bulkTexts.resultWaiting);
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
      return intl.formatMessage(
        result.reason === 'pause-not-allowed'
          ? bulkTexts.skippedPause
          : result.reason === 'volume-unknown'
            ? bulkTexts.skippedVolumeUnknown
            : bulkTexts.skippedVolume,
      );
  }
}

/**
 * The summary line of a bulk run: "9 of 12 done · 1 refused by the player · 2 not answering"; after a
 * retry, "11 of 11 done after 1 retry" (the run's tally, which retries add to).
 */
export function summaryText(intl: IntlShape, progress: Pick<BulkProgress, 'summary'>, retries = 0): string {
  const { summary } = progress;
  const parts = [
    retries
      ? intl.formatMessage(bulkTexts.summaryRetried, { done: summary.done, total: summary.total, retries })
      : intl.formatMessage(bulkTexts.summaryDone, { done: summary.done, total: summary.total }),
  ];
  if (summary.refused) parts.push(intl.formatMessage(bulkTexts.summaryRefused, { count: summary.refused }));
  if (summary.notAnswering)
    parts.push(intl.formatMessage(bulkTexts.summaryNotAnswering, { count: summary.notAnswering }));
  if (summary.notSent) parts.push(intl.formatMessage(bulkTexts.summaryNotSent, { count: summary.notSent }));
  if (summary.skipped) parts.push(intl.formatMessage(bulkTexts.summarySkipped, { count: summary.skipped }));
  if (summary.failed) parts.push(intl.formatMessage(bulkTexts.summaryFailed, { count: summary.failed }));
  if (summary.pending) parts.push(intl.formatMessage(bulkTexts.summaryPending, { count: summary.pending }));
  return parts.join(' · ');
}

/** The confirmation's name of `action`, with its value (volume, advert, playlist). */
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
    case 'advert':
      return `${t(bulkTexts.playAdvert)} (${action.title})`;
    case 'playlist':
      return `${t(bulkTexts.playPlaylist)} (${action.name})`;
  }
}
