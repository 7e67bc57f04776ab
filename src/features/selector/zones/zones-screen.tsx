import { useState } from 'react';
import {
  useObservable,
  useObservableCallback,
  useObservableEagerState,
  useObservableState,
  useSubscription,
} from 'observable-hooks';
import { useIntl } from 'react-intl';
import { map, of, switchMap } from 'rxjs';
import styled, { keyframes } from 'styled-components';
import { Redirect, useLocation } from 'wouter';
import { ZONE_SWITCH_DELAY_MS } from '../../../config/timing';
import { absolute, paths } from '../../../config/paths';
import { CardSkeletons } from '../../../ui/card-skeletons';
import { BackButton } from '../../../ui/back-button';
import { clamp } from '../../../ui/clamp';
import { Page } from '../../../ui/page';
import { Skeleton } from '../../../ui/skeleton';
import { ScreenTitle } from '../../../ui/screen-title';
import { FilteredList } from '../../../ui/filtered-list';
import { Header } from '../../../ui/header';
import { Icon } from '../../../ui/icon';
import { iconCheck, iconClose, iconMusicNote } from '../../../ui/icons/paths';
import { useServices } from '../../../hooks/services-context';
import { cardButton } from '../card.styles';
import { zoneListTexts } from './texts';
import { nowPlaying$, switchZone$, zones$, type ZoneNowPlaying, type ZonesState } from './zones.streams';
import { remoteVolumeAllowed } from '../../../lib/player/zone-rules';

type Zone = { ZoneName: string; RemoteVolumeAllowed: boolean; number: number };
const NONE_PLAYING: ReadonlyMap<number, ZoneNowPlaying> = new Map();
/** "Title · Artist", or the title alone (a message). */
const nowPlayingLine = ({ title, artist }: ZoneNowPlaying) => (artist ? `${title} · ${artist}` : title);
const fields = (z: Zone) => [z.ZoneName];
const zoneNumber = (z: Zone) => z.number;
/** The zone filter and paginator show from this many zones (spec §2 Channels). */
const ZONE_FILTER_MIN = 10;

const ZoneButton = styled.button`
  ${cardButton}
  display: grid;
  align-content: start;
  gap: 6px;
  strong {
    ${clamp(2)}
  }
`;

/** The zone's now playing: one line, its height kept while unknown so the card never moves. */
const Playing = styled.span`
  display: flex;
  align-items: center;
  gap: 4px;
  min-height: 1.45em;
  min-width: 0;
  color: ${({ theme }) => theme.color.muted};
  span {
    ${clamp(1)}
  }
`;

const Count = styled.p`
  margin: 0;
  min-height: 1.45em;
  display: flex;
  align-items: center;
`;

const fill = keyframes`from { transform: scaleX(0); } to { transform: scaleX(1); }`;

/** The chosen card's progress while the zone switch waits (spec §4 Zone selection: ZONE_SWITCH_DELAY_MS). */
const SwitchProgress = styled.span`
  display: block;
  height: 4px;
  border-radius: 2px;
  background: ${({ theme }) => theme.color.primary};
  transform-origin: left;
  animation: ${fill} ${ZONE_SWITCH_DELAY_MS}ms linear both;
  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

const Tag = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 4px;
  margin-inline-end: 8px;
  padding: 2px 8px;
  border-radius: 999px;
  background: ${({ theme }) => theme.color.surfaceAlt};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

/**
 * The zone list of the chosen player (spec §2 Channels, §4 Zone selection). Each card shows what its zone
 * plays, once the zone answers (in place of the spec's "controls" tag, docs/design.md "Deliberate differences from the original product"),
 * and the volume tag. Choosing a zone shows progress on
 * its card for the switch delay; a later choice replaces an earlier one still waiting (the last click wins).
 * Without a chosen player (a new tab, a stale address) it goes to the player selector.
 */
export default function ZonesScreen() {
  const services = useServices();
  const selected = useObservableEagerState(services.selection.selection$);
  return selected ? (
    <ZoneList group={selected.zone.group} playerName={selected.player.name} />
  ) : (
    <Redirect to={absolute(paths.selector)} replace />
  );
}

function ZoneList({ group, playerName }: { group: string; playerName: string }) {
  const services = useServices();
  const { scheduler, selection } = services;
  const intl = useIntl();
  const [, navigate] = useLocation();
  const [pending, setPending] = useState<number | null>(null);
  const state$ = useObservable(() => zones$(services, group));
  const state = useObservableState<ZonesState>(state$, { kind: 'loading' });
  const zones: Zone[] =
    state.kind === 'loaded' ? state.info.Zones.map((z, i) => ({ ...z, number: i + 1 })) : [];
  const count = zones.length;
  // What each zone plays, once its zones are known (keyed on the count: one round of requests per list).
  const playing = useObservableState(
    useObservable(
      (inputs$) => inputs$.pipe(switchMap(([n]) => (n ? nowPlaying$(services, group, n) : of(NONE_PLAYING)))),
      [count],
    ),
    NONE_PLAYING,
  );

  // switchMap: the last zone chosen wins; a switch still waiting is dropped for the newer one.
  const [choose, chosen$] = useObservableCallback<Zone, Zone>((zone$) =>
    zone$.pipe(
      switchMap((zone) => switchZone$({ ...services, scheduler }, group, zone.number).pipe(map(() => zone))),
    ),
  );
  useSubscription(chosen$, (zone) => {
    selection.chooseZone(zone.number, zone.ZoneName);
    navigate(absolute(paths.player));
  });

  return (
    <>
      <Header
        start={
          <BackButton
            label={intl.formatMessage({ id: 'common.Back', defaultMessage: 'Back' })}
            onClick={() => navigate(absolute(paths.selector))}
          />
        }
        title={playerName}
      />
      <Page>
        <ScreenTitle>{intl.formatMessage(zoneListTexts.title, { name: playerName })}</ScreenTitle>
        {/* The count line is there from the start (a placeholder while loading): nothing moves when it comes. */}
        <Count>
          {state.kind === 'loading' ? (
            <Skeleton as="span" $w="6em" $h="1em" aria-hidden="true" />
          ) : (
            intl.formatMessage(zoneListTexts.count, { count: zones.length })
          )}
        </Count>
        {state.kind === 'loading' ? (
          <CardSkeletons count={2} label={intl.formatMessage(zoneListTexts.loading)} testId="zones-loading" />
        ) : (
          <FilteredList
            items={zones}
            fields={fields}
            threshold={ZONE_FILTER_MIN}
            filterLabel={intl.formatMessage(zoneListTexts.filter)}
            emptyText={intl.formatMessage(zoneListTexts.empty)}
            keyOf={zoneNumber}
            renderItem={(zone) => (
              <ZoneButton
                type="button"
                onClick={() => {
                  setPending(zone.number);
                  choose(zone);
                }}
                aria-busy={pending === zone.number}
                data-testid="zone-card"
                data-zone-number={zone.number}
              >
                <strong title={zone.ZoneName || undefined}>
                  {zone.ZoneName || intl.formatMessage(zoneListTexts.zone, { number: zone.number })}
                </strong>
                <Playing data-testid="zone-now-playing" data-known={playing.has(zone.number)}>
                  {playing.has(zone.number) && (
                    <>
                      <Icon size={18} path={iconMusicNote} />
                      <span>{nowPlayingLine(playing.get(zone.number)!)}</span>
                    </>
                  )}
                </Playing>
                <span>
                  <Tag>
                    <Icon size={18} path={remoteVolumeAllowed(zone) ? iconCheck : iconClose} />
                    {intl.formatMessage(
                      remoteVolumeAllowed(zone)
                        ? zoneListTexts.volumeAllowed
                        : zoneListTexts.volumeNotAllowed,
                    )}
                  </Tag>
                </span>
                {pending === zone.number && <SwitchProgress key={zone.number} data-testid="zone-switching" />}
              </ZoneButton>
            )}
          />
        )}
      </Page>
    </>
  );
}
