import { useObservable, useObservableCallback, useObservableState } from 'observable-hooks';
import { useIntl } from 'react-intl';
import { distinctUntilChanged, filter, map } from 'rxjs';
import type { EnergyMap } from '../../../lib/player/replies';
import { Button } from '../../../ui/button';
import { Card, CardTitle } from '../../../ui/card';
import { Dialog } from '../../../ui/dialog';
import { Icon } from '../../../ui/icon';
import { iconSpeed } from '../../../ui/icons/paths';
import { RangeField } from '../../../ui/range-field';
import { useServices } from '../../../hooks/services-context';
import { settingsTexts } from './texts';
import { ENERGY_MAX, ENERGY_MIN, energyCount } from './energy';
import { energyControl$ } from './settings.streams';
import { useZone } from '../zone/zone-context';

/** The five energy levels, slowest first (the slider's labelled stops). */
const ENERGY_LEVELS = Array.from({ length: ENERGY_MAX - ENERGY_MIN + 1 }, (_, i) => ENERGY_MIN + i);

/**
 * Energy card (spec §2 Settings, §4 Change energy): a 0–4 slider with a label per level (slow, low, mid,
 * up, high tempo) and the tracks at that level; the rules of spec §4 run in energyControl$, the
 * confirmation is a native modal dialog. Levels without tracks are struck through, and − / + skip them.
 */
export function EnergyCard({ energyMap }: { energyMap: EnergyMap }) {
  const zone = useZone();
  const { notifier } = useServices();
  const intl = useIntl();
  const map$ = useObservable((inputs$) => inputs$.pipe(map(([m]) => m)), [energyMap]);
  const [choose, choose$] = useObservableCallback<number>();
  const [confirm, confirm$] = useObservableCallback<number>();
  const [cancel, cancel$] = useObservableCallback<void>();
  const view$ = useObservable(() =>
    energyControl$(zone, notifier, {
      level$: zone.status$.pipe(
        map((s) => s.Energy),
        filter((level): level is number => typeof level === 'number'),
        distinctUntilChanged(),
      ),
      map$,
      choose$,
      confirm$,
      cancel$,
    }),
  );
  const view = useObservableState(view$, { level: 0, shown: 0 });
  const label = (level: number) =>
    `${intl.formatMessage(settingsTexts.level, { level })} · ${intl.formatMessage(settingsTexts.levelTracks, { count: energyCount(energyMap, level) })}`;
  return (
    <Card aria-labelledby="energy-heading" data-testid="energy-card">
      <CardTitle id="energy-heading">
        <Icon path={iconSpeed} />
        {intl.formatMessage(settingsTexts.energy)}
      </CardTitle>
      <p style={{ marginTop: 0 }}>{intl.formatMessage(settingsTexts.energyHelp)}</p>
      <RangeField
        label={intl.formatMessage(settingsTexts.energy)}
        min={ENERGY_MIN}
        max={ENERGY_MAX}
        value={view.shown}
        valueText={label}
        stops={ENERGY_LEVELS.map((level) => intl.formatMessage(settingsTexts.levelShort, { level }))}
        onCommit={choose}
        usable={(level) => energyCount(energyMap, level) > 0}
        testId="energy-slider"
        hideLabel
      />
      <Dialog
        open={view.confirming !== undefined}
        onClose={() => cancel()}
        labelledBy="energy-confirm-title"
        describedBy="energy-confirm-body"
      >
        <h2 id="energy-confirm-title" style={{ marginTop: 0 }}>
          {intl.formatMessage(settingsTexts.confirmTitle)}
        </h2>
        <p id="energy-confirm-body">
          {intl.formatMessage(settingsTexts.confirmBody, {
            count: energyCount(energyMap, view.confirming ?? 0),
          })}
        </p>
        <div style={{ display: 'flex', gap: 8, justifyContent: 'flex-end', flexWrap: 'wrap' }}>
          <Button type="button" $variant="secondary" onClick={() => cancel()} autoFocus>
            {intl.formatMessage(settingsTexts.confirmCancel)}
          </Button>
          <Button type="button" onClick={() => view.confirming !== undefined && confirm(view.confirming)}>
            {intl.formatMessage(settingsTexts.confirmOk)}
          </Button>
        </div>
      </Dialog>
    </Card>
  );
}
