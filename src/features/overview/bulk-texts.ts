import { msg } from '../../lib/i18n/msg';

/** Texts of the overview's bulk actions, their confirmation and their results (README "Every zone at a glance"). */
export const bulkTexts = {
  resultNotSent: msg({
    id: 'overview.ResultNotSent',
    defaultMessage: 'Not sent: no connection to the service',
  }),
  resultStopped: msg({ id: 'overview.ResultStopped', defaultMessage: 'Not sent: the run was stopped' }),
  skippedVolumeUnknown: msg({
    id: 'overview.SkippedVolumeUnknown',
    defaultMessage: 'Skipped: its volume is not known',
  }),
  volumeStep: msg({
    id: 'overview.VolumeStep',
    defaultMessage: '{step, select, up {Volume up} other {Volume down}} by {amount} %',
  }),
};
