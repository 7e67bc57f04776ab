/**
 * @jest-environment jsdom
 */
import { screen, within } from '@testing-library/react';
import { of } from 'rxjs';
import { groupOf, type OverviewZone } from '../../../../src/features/overview/fleet/zones';
import { LastKnownContext } from '../../../../src/features/overview/sites/last-known';
import { TRUSTED } from '../../../../src/features/overview/sites/overview-view';
import { ZoneCard } from '../../../../src/features/overview/sites/zone-card';
import { Checkbox } from '../../../../src/ui/checkbox';
import { aNowPlaying, aPlayer, aStatus } from '../../../support/builders';
import { renderWithServices } from '../../../support/render-with-services';

const player = aPlayer(1);

/** A zone of the overview: live with `status`, or offline (heard at `heardAt` when given). */
function zoneOf(state: OverviewZone['state']): OverviewZone {
  return { group: groupOf(player, 1), zoneIndex: 1, zoneName: 'Bar', player, site: 'North', state };
}

/** Renders the card of `zone`, as last known (this device offline) when `lastKnown`. */
function card(zone: OverviewZone, lastKnown = false) {
  renderWithServices(
    <LastKnownContext.Provider value={lastKnown}>
      <ZoneCard
        zone$={of(zone)}
        stillsBase="/stills/"
        staleness={TRUSTED}
        checked={false}
        onCheck={() => undefined}
        onOpen={() => undefined}
        result={undefined}
      />
    </LastKnownContext.Provider>,
  );
  return screen.getByTestId('overview-zone');
}

describe('a zone’s card (docs/design.md "Every zone at a glance")', () => {
  it('shows an advert with the advert icon and asks for no artwork', () => {
    const advert = aNowPlaying(9, { IsAdvert: true, FileName: 'adv-0009.mp3' });
    const shown = card(zoneOf({ kind: 'live', status: aStatus({ NowPlaying: advert }), receivedAt: 0 }));
    const thumb = within(shown).getByTestId('overview-thumb');
    expect(thumb.dataset.advert).toBe('true');
    expect(thumb.querySelector('img')).toBeNull();
    expect(within(shown).getByTestId('overview-now-playing').dataset.advert).toBe('true');
  });

  it('asks for a track’s artwork', () => {
    const shown = card(zoneOf({ kind: 'live', status: aStatus(), receivedAt: 0 }));
    expect(within(shown).getByTestId('overview-thumb').querySelector('img')).not.toBeNull();
  });

  it('says the volume, energy and playlist of a live zone, each its own item', () => {
    const shown = card(zoneOf({ kind: 'live', status: aStatus({ Volume: 35, Energy: 3 }), receivedAt: 0 }));
    expect(within(shown).getByTestId('overview-zone-volume').dataset.volume).toBe('35');
    expect(within(shown).getByTestId('overview-zone-energy').dataset.energy).toBe('3');
    expect(within(shown).getByTestId('overview-zone-playlist')).toBeInTheDocument();
  });

  it('blames no player for this device’s offline: a zone shown as last known is "not known", with no reason', () => {
    const shown = card(zoneOf({ kind: 'offline', heardAt: 1234 }), true);
    expect(shown.dataset.lastKnown).toBe('true');
    expect(within(shown).getByTestId('overview-zone-state').dataset.tone).toBe('muted');
    expect(within(shown).queryByTestId('overview-zone-reasons')).toBeNull();
    expect(within(shown).getByTestId('overview-last-heard').dataset.heard).toBe('1234');
  });

  it('says "Player offline" for an offline player while this device is online', () => {
    const shown = card(zoneOf({ kind: 'offline' }));
    expect(within(shown).getByTestId('overview-zone-state').dataset.tone).toBe('danger');
    expect(within(shown).getByTestId('overview-zone-reasons')).toBeInTheDocument();
  });

  it("selects with the app's one checkbox", () => {
    const shown = card(zoneOf({ kind: 'live', status: aStatus(), receivedAt: 0 }));
    const box = within(shown).getByTestId('overview-select-zone');
    expect(box.getAttribute('type')).toBe('checkbox');
    expect(box.classList).toContain(Checkbox.styledComponentId);
  });
});
