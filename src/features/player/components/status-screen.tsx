import { useObservable, useObservableCallback, useObservableState } from 'observable-hooks';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { Button, Card } from '../../../ui/controls';
import { Icon } from '../../../ui/icon';
import { iconCloudSync, iconRefresh, iconStorage, iconWifi } from '../../../ui/icons/paths';
import { listTexts } from '../texts';
import { useOverlayInfo } from '../overlay-context';
import { statusTexts } from '../screen-texts';
import { LOADING } from '../streams/load.streams';
import { downloadStatus$, downloadStatusLabel, storageColour } from '../streams/status.streams';
import { useSelected } from '../use-selected';
import { useZone } from '../zone-context';

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

const Value = styled.p<{ $tone: 'success' | 'warning' | 'danger' | 'muted' }>`
  color: ${({ $tone, theme }) => ($tone === 'muted' ? theme.color.muted : theme.color[$tone])};
`;

/**
 * Status screen (spec §2 Status): player status (Online once the player answers), storage used with its
 * colour class (under 50 % success, under 90 % warning, else danger) and the download status label (745).
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
      <h1 style={{ margin: 0 }}>{intl.formatMessage(statusTexts.heading, { name: selected.player.name })}</h1>
      <Cards>
        <Card>
          <h2>
            <Icon path={iconWifi} />
            {intl.formatMessage(statusTexts.player)}
          </h2>
          <Value $tone={info ? 'success' : 'muted'} data-testid="player-status">
            {intl.formatMessage(info ? statusTexts.online : statusTexts.connecting)}
          </Value>
        </Card>
        <Card>
          <h2>
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
      </Cards>
      <div>
        <Button type="button" $variant="secondary" onClick={() => refresh()} data-testid="refresh-status">
          <Icon path={iconRefresh} />
          {intl.formatMessage(statusTexts.refresh)}
        </Button>
      </div>
    </>
  );
}
