import { msg } from '../../../lib/i18n/msg';

/** Texts of the overview's activity list, its digest and its exports (docs/design.md "Activity log"). */
export const overviewActivityTexts = {
  title: msg({ id: 'activity.Title', defaultMessage: 'Activity' }),
  site: msg({ id: 'activity.Site', defaultMessage: 'Site' }),
  zone: msg({ id: 'activity.Zone', defaultMessage: 'Zone' }),
  kind: msg({ id: 'activity.Kind', defaultMessage: 'Kind' }),
  all: msg({ id: 'activity.All', defaultMessage: 'All' }),
  kindCommands: msg({ id: 'activity.KindCommands', defaultMessage: 'Changes by other sign-ins' }),
  kindConnection: msg({ id: 'activity.KindConnection', defaultMessage: 'Offline, back, not answering' }),
  kindPlayState: msg({ id: 'activity.KindPlayState', defaultMessage: 'Playing or paused' }),
  kindAttention: msg({ id: 'activity.KindAttention', defaultMessage: 'Attention' }),
  kindDownloads: msg({ id: 'activity.KindDownloads', defaultMessage: 'Downloads' }),
  empty: msg({ id: 'activity.Empty', defaultMessage: 'Nothing recorded for this choice' }),
  exportView: msg({ id: 'activity.ExportView', defaultMessage: 'Export the view (CSV)' }),
  exportActivity: msg({ id: 'activity.ExportActivity', defaultMessage: 'Export the activity (CSV)' }),
  exportResults: msg({ id: 'activity.ExportResults', defaultMessage: 'Export the results (CSV)' }),
  exportFailed: msg({
    id: 'activity.ExportFailed',
    defaultMessage: 'The file could not be made. Try again.',
  }),
  digestTitle: msg({
    id: 'activity.DigestTitle',
    defaultMessage: 'Since you last looked ({when, date, medium}, {when, time, short})',
  }),
  dismiss: msg({ id: 'activity.Dismiss', defaultMessage: 'Dismiss' }),
};
