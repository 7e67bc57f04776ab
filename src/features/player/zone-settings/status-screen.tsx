import { useObservable, useObservableCallback, useObservableState } from 'observable-hooks';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { Button } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { ScreenTitle } from '../../../ui/screen-title';
import { Icon } from '../../../ui/icon';
import { StatusDot, type StatusTone } from '../../../ui/status-dot';
import { iconCloudSync, iconRefresh, iconStorage, iconWifi } from '../../../ui/icons/paths';
import { listTexts } from '../texts';
import { useOverlayInfo } from '../frame/overlay-context';
import { statusTexts } from './texts';
import { LOADING } from '../zone/load.streams';
import { downloadStatus$, downloadStatusLabel, storageColour } from './status.streams';
import { useSelected } from '../zone/use-selected';
import { useZone } from '../zone/zone-context';

const Cards = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 240px), 1fr));
  h2 {
    margin: 0 0 ${({ theme }) => theme.space.sm};
    font-size: ${({ theme }) => theme.font.size.md};
    display: flex;
    gap: 8px;
    align-items: center;
  }
  p {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.lg};
    font-weight: 700;
  }
`;

const Value = styled.p<{ $tone: StatusTone }>`
  color: ${({ $tone, theme }) => ($tone === 'muted' ? theme.color.muted : theme.color[$tone])};
`;

/** The storage meter: a native <meter>, its bar in the colour of its class. */
const Meter = styled.meter<{ $tone: StatusTone }>`
  display: block;
  width: 100%;
  height: 12px;
  margin-top: ${({ theme }) => theme.space.sm};
  appearance: none;
  border: none;
  border-radius: 999px;
  overflow: hidden;
  background: ${({ theme }) => theme.color.surfaceAlt};
  &::-webkit-meter-bar {
    height: 12px;
    border: none;
    border-radius: 999px;
    background: ${({ theme }) => theme.color.surfaceAlt};
  }
  &::-webkit-meter-optimum-value,
  &::-webkit-meter-suboptimum-value,
  &::-webkit-meter-even-less-good-value {
    border-radius: 999px;
    background: ${({ $tone, theme }) => ($tone === 'muted' ? theme.color.muted : theme.color[$tone])};
  }
  &::-moz-meter-bar {
    border-radius: 999px;
    background: ${({ $tone, theme }) => ($tone === 'muted' ? theme.color.muted : theme.color[$tone])};
  }
`;

/** The meter's empty track while storage is unknown: the meter's box, so its arrival moves nothing. */
const MeterTrack = styled.div`
  height: 12px;
  margin-top: ${({ theme }) => theme.space.sm};
  border-radius: 999px;
  background: ${({ theme }) => theme.color.surfaceAlt};
`;

const Advice = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.color.text};
`;

/**
 * Status screen (spec §2 Status): player status (Online once the player answers), storage used with its
 * colour class (under 50 % success, under 90 % warning, else danger) as a number and a meter in that
 * colour, with advice in the warning and danger classes (what it means, what to do), and the download
 * status label (745). Nothing moves when the answer arrives late: the meter's track holds its place
 * while loading, and the storage card, the only one its answer makes taller, comes last.
 */
export function StatusScreen() {
  const zone = useZone();
  const selected = useSelected();
  const intl = useIntl();
  const info = useOverlayInfo();
  const [refresh, refresh$] = useObservableCallback<void>();
  const state = useObservableState(
    useObservable(() => downloadStatus$(zone, refresh$)),
    LOADING,
  );
  const loaded = state.kind === 'loaded' ? state.value : undefined;
  const colour = loaded ? storageColour(loaded.StorageUsed) : undefined;
  const loading = intl.formatMessage(listTexts.loading);
  return (
    <>
      <ScreenTitle>{intl.formatMessage(statusTexts.heading, { name: selected.player.name })}</ScreenTitle>
      {/* Above the cards, which grow as their answers and advice arrive: the button never moves. */}
      <div>
        <Button type="button" $variant="secondary" onClick={() => refresh()} data-testid="refresh-status">
          <Icon path={iconRefresh} />
          {intl.formatMessage(statusTexts.refresh)}
        </Button>
      </div>
      <Cards>
        <Card>
          <h2>
            <Icon path={iconWifi} />
            {intl.formatMessage(statusTexts.player)}
          </h2>
          <Value $tone={info ? 'success' : 'muted'}>
            <StatusDot tone={info ? 'success' : 'muted'} testId="player-status">
              {intl.formatMessage(info ? statusTexts.online : statusTexts.connecting)}
            </StatusDot>
          </Value>
        </Card>
        <Card>
          <h2>
            <Icon path={iconCloudSync} />
            {intl.formatMessage(statusTexts.download)}
          </h2>
          <Value $tone="muted" data-testid="download-status" data-status={loaded?.Status}>
            {loaded ? intl.formatMessage(downloadStatusLabel(loaded.Status)) : loading}
          </Value>
        </Card>
        {/* Last: its meter and advice come with the answer, and a card that grows moves none below it. */}
        <Card>
          <h2 id="storage-heading">
            <Icon path={iconStorage} />
            {intl.formatMessage(statusTexts.storage)}
          </h2>
          <Value
            $tone={colour ?? 'muted'}
            className={colour ? `storage-${colour}` : undefined}
            data-testid="storage-used"
            data-colour={colour}
          >
            {loaded
              ? intl.formatMessage(statusTexts.storageValue, { value: Math.round(loaded.StorageUsed) })
              : loading}
          </Value>
          {loaded ? (
            <Meter
              $tone={colour ?? 'muted'}
              min={0}
              max={100}
              low={50}
              high={90}
              optimum={0}
              value={Math.min(100, Math.max(0, loaded.StorageUsed))}
              aria-labelledby="storage-heading"
              data-testid="storage-meter"
            >
              {intl.formatMessage(statusTexts.storageValue, { value: Math.round(loaded.StorageUsed) })}
            </Meter>
          ) : (
            <MeterTrack aria-hidden="true" data-testid="storage-meter-placeholder" />
          )}
          {(colour === 'warning' || colour === 'danger') && (
            <Advice role="note" data-testid="storage-advice" data-colour={colour}>
              {intl.formatMessage(colour === 'danger' ? statusTexts.storageFull : statusTexts.storageFilling)}
            </Advice>
          )}
        </Card>
      </Cards>
    </>
  );
}
