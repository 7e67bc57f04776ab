import { memo, useMemo, useState } from 'react';
import { useObservableEagerState } from 'observable-hooks';
import type { IntlShape } from 'react-intl';
import type { Observable } from 'rxjs';
import { artworkUrl } from '../../../lib/artwork';
import { Icon } from '../../../ui/icon';
import { iconChevronRight, iconMusicNote } from '../../../ui/icons/paths';
import { StatusDot, type StatusTone } from '../../../ui/status-dot';
import type { ZoneResult } from '../bulk.streams';
import type { OverviewZone } from '../overview.streams';
import { isStale, type Staleness } from '../overview-view';
import { overviewTexts as texts } from '../texts';
import { Marker, OpenButton, Thumb, ZoneBody, ZoneItem, ZoneText } from './overview-screen.styles';
import { cardClick, cardKeyDown, ZoneResultLine } from './zone-result';

/** The zone's name as shown: its own, else "Zone n". */
function zoneLabel(intl: IntlShape, zone: OverviewZone): string {
  return zone.zoneName || intl.formatMessage(texts.unnamedZone, { number: zone.zoneIndex });
}

/** The words and tone of a zone's state. */
function stateWord(zone: OverviewZone): { readonly text: typeof texts.playing; readonly tone: StatusTone } {
  switch (zone.state.kind) {
    case 'offline':
      return { text: texts.offline, tone: 'muted' };
    case 'loading':
      return { text: texts.asking, tone: 'muted' };
    case 'not-answering':
      return { text: texts.notAnswering, tone: 'danger' };
    case 'live':
      return zone.state.status.PlayState === 1
        ? { text: texts.playing, tone: 'success' }
        : zone.state.status.PlayState === 2
          ? { text: texts.paused, tone: 'warning' }
          : { text: texts.stopped, tone: 'muted' };
  }
}

/**
 * A zone's thumbnail: the track's artwork, or a music note when there is none or it fails to load. The
 * artwork is fetched once its card nears the view (`loading="lazy"`): a fleet has hundreds of cards.
 */
function Thumbnail({ src }: { src: string | undefined }) {
  const [failed, setFailed] = useState<string | undefined>(undefined);
  return (
    <Thumb data-testid="overview-thumb">
      {src && failed !== src ? (
        <img src={src} alt="" loading="lazy" decoding="async" onError={() => setFailed(src)} />
      ) : (
        <Icon path={iconMusicNote} size={24} />
      )}
    </Thumb>
  );
}

/** What {@link ZoneCard} shows and the handlers it calls. */
export interface ZoneCardProps {
  zone$: Observable<OverviewZone>;
  intl: IntlShape;
  stillsBase: string;
  staleness: Staleness;
  checked: boolean;
  onCheck(group: string, on: boolean): void;
  onOpen(zone: OverviewZone): void;
  result: ZoneResult | undefined;
}

/**
 * One zone's card: a tap anywhere on it toggles its selection (its box is its one tab stop, see
 * `cardKeyDown`), and its own button opens its player screen. It reads its zone from
 * `zone$` (the overview's {@link ZoneStore}), so a status push to one zone renders that card alone;
 * otherwise rendered again only when its own props change.
 */
export const ZoneCard = memo(function ZoneCard({
  zone$,
  intl,
  stillsBase,
  staleness,
  checked,
  onCheck,
  onOpen,
  result,
}: ZoneCardProps) {
  const zone = useObservableEagerState(zone$);
  const offline = zone.state.kind === 'offline';
  const stale = isStale(zone, staleness);
  const t = intl.formatMessage;
  const name = zoneLabel(intl, zone);
  const word = stateWord(zone);
  const status = zone.state.kind === 'live' ? zone.state.status : undefined;
  const track = status?.NowPlaying;
  const title = track?.Title
    ? track.IsAdvert
      ? t(texts.advert, { title: track.Title })
      : track.Title
    : t(texts.nothingPlaying);
  // Formatted again only when their values change, not for every status: react-intl keys each
  // formatting with values by serialising its arguments, a cost a push would pay for every text.
  const playerName = zone.player.PlayerName;
  const labels = useMemo(
    () => ({
      select: intl.formatMessage(texts.selectZone, { zone: name, player: playerName }),
      open: intl.formatMessage(texts.openZone, { zone: name, player: playerName }),
    }),
    [intl, name, playerName],
  );
  const { Playlist: playlist, Volume: volume, Energy: energy } = status ?? {};
  const details = useMemo(
    () =>
      [
        playlist ? intl.formatMessage(texts.playlist, { name: playlist }) : '',
        volume !== undefined ? ` · ${intl.formatMessage(texts.volume, { percent: volume })}` : '',
        energy !== undefined ? ` · ${intl.formatMessage(texts.energy, { level: energy })}` : '',
      ].join(''),
    [intl, playlist, volume, energy],
  );
  return (
    <ZoneItem
      data-testid="overview-zone"
      data-group={zone.group}
      data-state={zone.state.kind}
      data-play-state={status?.PlayState ?? ''}
      data-selected={checked}
      $selectable={!offline}
      onClick={offline ? undefined : (e) => cardClick(e, () => onCheck(zone.group, !checked))}
      onKeyDown={offline ? undefined : (e) => cardKeyDown(e, () => onOpen(zone))}
    >
      <input
        type="checkbox"
        checked={checked}
        disabled={offline}
        onChange={(e) => onCheck(zone.group, e.target.checked)}
        aria-label={labels.select}
        data-testid="overview-select-zone"
      />
      <ZoneBody>
        <Thumbnail src={artworkUrl(stillsBase, track?.FileName)} />
        <ZoneText>
          <strong>{name}</strong>
          <small>{zone.player.PlayerName}</small>
          {status && (
            <span data-testid="overview-now-playing" data-file-name={track?.FileName ?? ''}>
              {title}
              {track?.Artist && !track.IsAdvert ? ` · ${track.Artist}` : ''}
            </span>
          )}
          <StatusDot tone={word.tone} testId="overview-zone-state">
            {t(word.text)}
          </StatusDot>
          {stale && (
            <Marker data-testid="overview-zone-stale">
              {' · '}
              {t(texts.stale)}
            </Marker>
          )}
          {status && <small>{details}</small>}
        </ZoneText>
      </ZoneBody>
      <OpenButton
        type="button"
        tabIndex={-1}
        onClick={() => onOpen(zone)}
        disabled={offline}
        aria-label={labels.open}
        title={labels.open}
        data-testid="overview-open-zone"
      >
        <Icon path={iconChevronRight} />
      </OpenButton>
      {result && <ZoneResultLine intl={intl} result={result} />}
    </ZoneItem>
  );
});
