import { memo } from 'react';
import { useIntl } from 'react-intl';
import { useObservableEagerState } from 'observable-hooks';
import type { Observable } from 'rxjs';
import type { OverviewZone } from '../fleet/zones';
import { stateWord, zoneLabel } from './zone-card';
import { useLastKnown } from './last-known';

/** What {@link LightCard} shows. */
export interface LightCardProps {
  zone$: Observable<OverviewZone>;
  checked: boolean;
}

/**
 * A zone's card while the list scrolls (docs/design.md "Every zone at a glance"): its name and its state's word
 * in the state's colour, at the card's height and in its frame, a handful of elements with no styled
 * component of its own (the list's rules style it through its data attributes), so a fast scroll lays
 * out and paints a screenful of them within a frame. The list shows the full {@link ZoneCard} in its
 * place once the scroll stops, a few cards a frame (`useFullRows`). Nothing in it can be focused or
 * clicked.
 */
export const LightCard = memo(function LightCard({ zone$, checked }: LightCardProps) {
  const intl = useIntl();
  const zone = useObservableEagerState(zone$);
  const word = stateWord(zone, useLastKnown());
  return (
    <li
      data-light=""
      data-testid="overview-zone-light"
      data-group={zone.group}
      data-state={zone.state.kind}
      data-selected={checked}
    >
      <strong>{zoneLabel(intl, zone)}</strong>
      <span data-tone={word.tone}>{intl.formatMessage(word.text)}</span>
    </li>
  );
});
