import { msg } from '../../../lib/i18n/msg';

/** Texts of the opt-in alerts (docs/design.md "Activity log"). */
export const alertTexts = {
  title: msg({ id: 'alerts.Title', defaultMessage: 'Alerts' }),
  about: msg({
    id: 'alerts.About',
    defaultMessage:
      'A notification when a zone newly needs attention for the time you choose, or another sign-in changes a zone, while this page is open. While you look at the page, the alert shows here instead.',
  }),
  turnOn: msg({ id: 'alerts.TurnOn', defaultMessage: 'Turn on alerts' }),
  turnOff: msg({ id: 'alerts.TurnOff', defaultMessage: 'Turn off alerts' }),
  on: msg({ id: 'alerts.On', defaultMessage: 'Alerts are on in this browser.' }),
  delay: msg({ id: 'alerts.Delay', defaultMessage: 'Alert after' }),
  minutes: msg({ id: 'alerts.Minutes', defaultMessage: '{minutes} min' }),
  hours: msg({ id: 'alerts.Hours', defaultMessage: '{hours} h' }),
  muteFor: msg({ id: 'alerts.MuteFor', defaultMessage: 'Mute for {hours} h' }),
  mutedUntil: msg({
    id: 'alerts.MutedUntil',
    defaultMessage: 'Muted until {when, date, medium}, {when, time, short}.',
  }),
  unmute: msg({ id: 'alerts.Unmute', defaultMessage: 'Unmute' }),
  denied: msg({
    id: 'alerts.Denied',
    defaultMessage:
      "Notifications are blocked for this site, so no alert is shown. To get alerts, allow notifications for this site in the browser's settings, then turn alerts on.",
  }),
  dismissed: msg({
    id: 'alerts.Dismissed',
    defaultMessage: 'The browser did not allow notifications. Turn alerts on again and choose Allow.',
  }),
  unsupported: msg({ id: 'alerts.Unsupported', defaultMessage: 'This browser cannot show notifications.' }),
  siteTitle: msg({
    id: 'alerts.SiteTitle',
    defaultMessage: '{site}: {count, plural, one {# alert} other {# alerts}}',
  }),
  noSite: msg({ id: 'alerts.NoSite', defaultMessage: 'Zones without a site' }),
  attention: msg({
    id: 'alerts.Attention',
    defaultMessage: '{zone} has needed attention for {minutes} min',
  }),
  last: msg({ id: 'alerts.Last', defaultMessage: 'Last alert: {text}' }),
  inApp: msg({ id: 'alerts.InApp', defaultMessage: 'Alert: {text}' }),
};
