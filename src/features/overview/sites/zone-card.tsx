import { memo, useMemo, useState } from 'react';
import { useObservableEagerState } from 'observable-hooks';
import { useIntl, type IntlShape } from 'react-intl';
import type { Observable } from 'rxjs';
import { artworkUrl } from '../../../lib/artwork';
import { Icon } from '../../../ui/icon';
import {
  iconCampaign,
  iconChevronRight,
  iconCloudOff,
  iconError,
  iconMusicNote,
  iconQueueMusic,
  iconPauseFilled,
  iconPlayArrowFilled,
  iconSchedule,
  iconSpeed,
  iconVolumeUp,
  iconWarning,
  iconWifiOff,
} from '../../../ui/icons/paths';
import type { StatusTone } from '../../../ui/status-dot';
import { Checkbox } from '../../../ui/checkbox';
import { attentionReasons, type AttentionReason } from '../fleet/attention';
import type { ZoneResult } from '../bulk/bulk.streams';
import type { OverviewZone } from '../fleet/zones';
import { isStale, type Staleness } from './overview-view';
import {
  Detail,
  Details,
  HeardLine,
  Line,
  OpenButton,
  Reasons,
  StateLine,
  Thumb,
  TitleLine,
  ZoneHead,
  ZoneItem,
  ZoneText,
} from './zone-card.styles';
import { Marker } from '../overview-screen.styles';
import { cardClick, cardKeyDown, ZoneResultLine } from './zone-result';
import { overviewTexts as texts } from '../texts';
import { siteTexts } from './texts';
import { useLastKnown } from './last-known';

/** The zone's name as shown: its own, else "Zone n". */
export function zoneLabel(intl: IntlShape, zone: OverviewZone): string {
  return zone.zoneName || intl.formatMessage(texts.unnamedZone, { number: zone.zoneIndex });
}

/**
 * The words, tone and icon of a zone's state: told by all three together, and never grey for a zone
 * that is fine (grey is only for what is not known: "asking", and, while the zones are shown as last
 * known (`lastKnown`, this device offline), an offline zone's state, which is then not the player's:
 * what it was last known doing, playing or paused, when the zone memory kept it, else "not known").
 */
export function stateWord(
  zone: OverviewZone,
  lastKnown = false,
): {
  readonly text: typeof texts.playing;
  readonly tone: StatusTone;
  readonly icon: string;
} {
  if (lastKnown && zone.state.kind === 'offline')
    return zone.state.playState === 1
      ? { text: siteTexts.lastKnownPlaying, tone: 'muted', icon: iconPlayArrowFilled }
      : zone.state.playState === 2
        ? { text: siteTexts.lastKnownPaused, tone: 'muted', icon: iconPauseFilled }
        : { text: siteTexts.unknown, tone: 'muted', icon: iconCloudOff };
  switch (zone.state.kind) {
    case 'offline':
      return { text: texts.offline, tone: 'danger', icon: iconWifiOff };
    case 'loading':
      return { text: siteTexts.asking, tone: 'muted', icon: iconSchedule };
    case 'not-answering':
      return { text: texts.notAnswering, tone: 'danger', icon: iconError };
    case 'live':
      return zone.state.status.PlayState === 1
        ? { text: texts.playing, tone: 'success', icon: iconPlayArrowFilled }
        : zone.state.status.PlayState === 2
          ? { text: texts.paused, tone: 'warning', icon: iconPauseFilled }
          : { text: siteTexts.stopped, tone: 'warning', icon: iconPauseFilled };
  }
}

/** The text of each reason a zone needs attention. */
export const REASON_TEXTS: Record<AttentionReason, typeof texts.playing> = {
  offline: siteTexts.reasonOffline,
  'not-answering': siteTexts.reasonNotAnswering,
  storage: siteTexts.reasonStorage,
  downloads: siteTexts.reasonDownloads,
};

/**
 * A zone's thumbnail: the track's artwork, or a music note when there is none or it fails to load; an
 * advert shows the advert icon and asks for no artwork (adverts have none). The artwork is fetched once
 * its card nears the view (`loading="lazy"`): a fleet has hundreds of cards.
 */
function Thumbnail({ src, advert }: { src: string | undefined; advert: boolean }) {
  const [failed, setFailed] = useState<string | undefined>(undefined);
  return (
    <Thumb data-testid="overview-thumb" data-advert={advert}>
      {advert ? (
        <Icon path={iconCampaign} size={24} />
      ) : src && failed !== src ? (
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
 * `zone$` (the overview's fleet, `Fleet.zone$`), so a status push to one zone renders that card alone;
 * otherwise rendered again only when its own props change.
 */
export const ZoneCard = memo(function ZoneCard({
  zone$,
  stillsBase,
  staleness,
  checked,
  onCheck,
  onOpen,
  result,
}: ZoneCardProps) {
  const intl = useIntl();
  const zone = useObservableEagerState(zone$);
  const lastKnown = useLastKnown();
  const offline = zone.state.kind === 'offline';
  const stale = isStale(zone, staleness);
  const t = intl.formatMessage;
  const name = zoneLabel(intl, zone);
  const word = stateWord(zone, lastKnown);
  const status = zone.state.kind === 'live' ? zone.state.status : undefined;
  const track = status?.NowPlaying;
  const advert = !!track?.IsAdvert;
  const title = track?.Title
    ? advert
      ? t(siteTexts.advert, { title: track.Title })
      : track.Title
    : t(siteTexts.nothingPlaying);
  // Formatted again only when their values change, not for every status: react-intl keys each
  // formatting with values by serialising its arguments, a cost a push would pay for every text.
  const playerName = zone.player.PlayerName;
  const labels = useMemo(
    () => ({
      select: intl.formatMessage(siteTexts.selectZone, { zone: name, player: playerName }),
      open: intl.formatMessage(siteTexts.openZone, { zone: name, player: playerName }),
    }),
    [intl, name, playerName],
  );
  const { Playlist: playlist, Energy: energy } = status ?? {};
  const volume = status ? (zone.volume ?? status.Volume) : undefined;
  // Shown as last known, "offline" is this device's, not the player's: no reason to blame it.
  const reasons = attentionReasons(zone).filter((reason) => !(lastKnown && reason === 'offline'));
  const heardAt = zone.state.kind === 'offline' ? zone.state.heardAt : undefined;
  // Shown as last known: the play state the zone memory kept.
  const playState =
    status?.PlayState ?? (lastKnown && zone.state.kind === 'offline' ? zone.state.playState : undefined);
  return (
    <ZoneItem
      data-testid="overview-zone"
      data-group={zone.group}
      data-state={zone.state.kind}
      data-last-known={lastKnown}
      data-play-state={playState ?? ''}
      data-attention={reasons.join(' ')}
      data-selected={checked}
      onClick={offline ? undefined : (e) => cardClick(e, () => onCheck(zone.group, !checked))}
      onKeyDown={offline ? undefined : (e) => cardKeyDown(e, () => onOpen(zone))}
    >
      <Checkbox
        checked={checked}
        disabled={offline}
        onChange={(e) => onCheck(zone.group, e.target.checked)}
        aria-label={labels.select}
        data-testid="overview-select-zone"
      />
      <Thumbnail src={advert ? undefined : artworkUrl(stillsBase, track?.FileName)} advert={advert} />
      <ZoneHead>
        <Line as="strong">{name}</Line>
        <Line as="small">{zone.player.PlayerName}</Line>
      </ZoneHead>
      <ZoneText>
        {status && (
          <TitleLine
            data-testid="overview-now-playing"
            data-file-name={track?.FileName ?? ''}
            data-advert={advert}
          >
            {advert && <Icon path={iconCampaign} size={16} label={t(siteTexts.advertLabel)} />}
            {`${title}${track?.Artist && !advert ? ` · ${track.Artist}` : ''}`}
          </TitleLine>
        )}
        <Details>
          <StateLine data-testid="overview-zone-state" data-tone={word.tone}>
            <Icon path={word.icon} size={16} />
            {t(word.text)}
            {stale && (
              <Marker data-testid="overview-zone-stale">
                {' · '}
                {t(texts.stale)}
              </Marker>
            )}
          </StateLine>
          {volume !== undefined && (
            <Detail data-testid="overview-zone-volume" data-volume={volume}>
              <Icon path={iconVolumeUp} size={16} label={t(siteTexts.volumeLabel)} />
              {t(siteTexts.percent, { percent: volume })}
            </Detail>
          )}
          {energy !== undefined && (
            <Detail data-testid="overview-zone-energy" data-energy={energy}>
              <Icon path={iconSpeed} size={16} label={t(siteTexts.energyLabel)} />
              {t(siteTexts.energyWord, { level: energy })}
            </Detail>
          )}
          {playlist && (
            <Detail data-testid="overview-zone-playlist">
              <Icon path={iconQueueMusic} size={16} label={t(siteTexts.playlistLabel)} />
              {playlist}
            </Detail>
          )}
        </Details>
        {offline && (
          <HeardLine data-testid="overview-last-heard" data-heard={heardAt ?? ''}>
            {heardAt !== undefined ? t(siteTexts.lastHeard, { when: heardAt }) : t(siteTexts.neverHeard)}
          </HeardLine>
        )}
        {reasons.length > 0 && (
          <Reasons data-testid="overview-zone-reasons">
            <Icon path={iconWarning} size={16} />
            <span>{reasons.map((reason) => t(REASON_TEXTS[reason])).join(' · ')}</span>
          </Reasons>
        )}
      </ZoneText>
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
      {result && <ZoneResultLine result={result} />}
    </ZoneItem>
  );
});
