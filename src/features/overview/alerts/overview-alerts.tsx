import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useObservable, useSubscription } from 'observable-hooks';
import { EMPTY, map, merge, switchMap } from 'rxjs';
import { useServices, useSignedInServices } from '../../../hooks/services-context';
import { localStore, type KeyValueStore, type LocalKey } from '../../../lib/storage/web-storage';
import { Button } from '../../../ui/button';
import { AlertControls } from './alert-controls';
import { Muted, Row, Section } from '../activity/activity.styles';
import { fleetSeen$ } from '../activity/fleet-seen';
import type { FleetZones } from '../fleet/fleet.streams';
import { readAlertPrefs, writeAlertPrefs, type AlertPrefs } from './alert-prefs';
import { alertText } from './alert-text';
import { alerts$, attentionItems$, changeItems$, type Alert } from './alerts.streams';
import { alertPermission, askAlertPermission, showSystemAlert, type AlertPermission } from './deliver';
import { alertTexts as texts } from './texts';

/** What the alerts need from the overview. */
export interface OverviewAlertsProps {
  readonly store: FleetZones;
  /** True while the overview shows the last known list: nothing is alerted then. */
  readonly lastKnown: boolean;
  /** Where the choice is kept (default: the browser's local storage). */
  readonly prefsStore?: KeyValueStore<LocalKey>;
}

/** The last alert told, and where: `system` (a notification) or `in-app` (the page was in view). */
interface Told {
  readonly text: string;
  readonly where: 'system' | 'in-app';
  readonly site: string;
  readonly count: number;
}

/**
 * The overview's opt-in alerts (docs/design.md "Activity log"): off until the user turns them on, which asks the
 * browser's permission from that click (never on load); remembered per user in this browser. While on and
 * allowed, a zone that newly needs attention for the chosen delay, or another sign-in's change, is told as
 * a system notification per site when the page is out of sight, and as a toast here while it is in view;
 * muted on request (./alert-controls.tsx). Blocked notifications send nothing and
 * the panel says how to allow them.
 */
export function OverviewAlerts({ store, lastKnown, prefsStore = localStore }: OverviewAlertsProps) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const { scheduler, logger, notifier, session } = useServices();
  const { activityLog } = useSignedInServices();
  const userId = session.account().userId ?? '';
  const [prefs, setPrefsState] = useState(() =>
    readAlertPrefs(prefsStore, userId, (problem, value) => logger.warn(problem, value)),
  );
  const [permission, setPermission] = useState(alertPermission);
  const [answer, setAnswer] = useState<AlertPermission | undefined>(undefined);
  const [told, setTold] = useState<Told | undefined>(undefined);
  const mutedUntil$ = useObservable((inputs$) => inputs$.pipe(map(([until]) => until)), [prefs.mutedUntil]);
  const setPrefs = (next: AlertPrefs) => {
    setPrefsState(next);
    writeAlertPrefs(prefsStore, userId, next);
  };

  const active = prefs.on && permission === 'granted' && !lastKnown;
  const alert$ = useObservable(
    (inputs$) =>
      inputs$.pipe(
        // switchMap: turning alerts off, or another delay, starts again.
        switchMap(([on, delayMs]) =>
          on
            ? alerts$(
                merge(
                  attentionItems$(fleetSeen$(store), delayMs, scheduler),
                  changeItems$(activityLog.view$),
                ),
                mutedUntil$,
                scheduler,
              )
            : EMPTY,
        ),
      ),
    [active, prefs.delayMs],
  );
  useSubscription(alert$, (alert: Alert) => {
    const { title, body } = alertText(intl, alert, prefs.delayMs);
    const now = alertPermission();
    if (now !== 'granted') return setPermission(now);
    const inView = document.visibilityState === 'visible';
    setTold({
      text: `${title}: ${body}`,
      where: inView ? 'in-app' : 'system',
      site: alert.site,
      count: alert.items.length,
    });
    if (inView) notifier.notify('warning', texts.inApp, { text: `${title}: ${body}` });
    else
      showSystemAlert(title, body, `alert:${alert.site}`).catch((error: unknown) =>
        logger.warn('alerts: cannot notify', error),
      );
  });

  const turnOn = () => {
    // Asked in the click itself (a user's gesture).
    void askAlertPermission().then((given) => {
      setAnswer(given);
      setPermission(given === 'default' ? alertPermission() : given);
      if (given === 'granted') setPrefs({ ...prefs, on: true });
    });
  };
  const muted = prefs.mutedUntil > scheduler.now();
  const state =
    permission === 'unsupported' || permission === 'denied'
      ? permission
      : prefs.on && permission === 'granted'
        ? muted
          ? 'muted'
          : 'on'
        : 'off';

  return (
    <Section data-testid="alerts" data-state={state} aria-labelledby="alerts-title">
      <h2 id="alerts-title">{t(texts.title)}</h2>
      <Muted>{t(texts.about)}</Muted>
      {state === 'unsupported' && <p data-testid="alerts-unsupported">{t(texts.unsupported)}</p>}
      {state === 'denied' && (
        <p role="status" data-testid="alerts-denied">
          {t(texts.denied)}
        </p>
      )}
      {state === 'off' && (
        <>
          <Row>
            <Button type="button" data-testid="alerts-on" onClick={turnOn}>
              {t(texts.turnOn)}
            </Button>
          </Row>
          {answer === 'default' && <p role="status">{t(texts.dismissed)}</p>}
        </>
      )}
      {(state === 'on' || state === 'muted') && (
        <>
          <p>{state === 'muted' ? t(texts.mutedUntil, { when: prefs.mutedUntil }) : t(texts.on)}</p>
          <AlertControls
            prefs={prefs}
            muted={state === 'muted'}
            now={() => scheduler.now()}
            onChange={setPrefs}
          />
          {told && (
            <Muted
              data-testid="alerts-last"
              data-where={told.where}
              data-site={told.site}
              data-count={told.count}
            >
              {t(texts.last, { text: told.text })}
            </Muted>
          )}
        </>
      )}
    </Section>
  );
}
