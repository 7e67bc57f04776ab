import { useObservable, useObservableCallback, useObservableState, useSubscription } from 'observable-hooks';
import { useIntl } from 'react-intl';
import { exhaustMap } from 'rxjs';
import styled from 'styled-components';
import { useLocation } from 'wouter';
import { Button, Field, Grid, Page, Skeleton } from '../../../ui/controls';
import { Header } from '../../../ui/header';
import { Icon } from '../../../ui/icon';
import { iconArrowBack, iconCheck, iconClose } from '../../../ui/icons/paths';
import { Paginator } from '../../../ui/paginator';
import { useServices } from '../../../hooks/services-context';
import { usePagedList } from '../../../hooks/use-paged-list';
import { channelTexts } from '../texts';
import { switchZone$, zones$, type ZonesState } from '../streams/channels.streams';

type Zone = { ZoneName: string; RemoteVolumeAllowed: boolean; number: number };
const fields = (z: Zone) => [z.ZoneName];

const ZoneButton = styled.button`
  width: 100%;
  min-height: 88px;
  display: grid;
  gap: 6px;
  text-align: start;
  padding: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radius.md};
  border: 1px solid ${({ theme }) => theme.color.border};
  background: ${({ theme }) => theme.color.surface};
  cursor: pointer;
  &:hover {
    border-color: ${({ theme }) => theme.color.primary};
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

/** The zone list of the chosen player (spec §2 Channels, §4 Zone selection). */
export default function ChannelsScreen() {
  const services = useServices();
  const { local, sessionStore, scheduler } = services;
  const intl = useIntl();
  const [, navigate] = useLocation();
  const group = local.get<string>('currentGroup') ?? '';
  const playerName = sessionStore.get<string>('playerName') ?? '';
  const state$ = useObservable(() => zones$(services, group));
  const state = useObservableState<ZonesState>(state$, { kind: 'loading' });
  const zones: Zone[] =
    state.kind === 'loaded' ? state.info.Zones.map((z, i) => ({ ...z, number: i + 1 })) : [];
  const list = usePagedList(zones, fields);

  // exhaustMap: while one zone switch runs (1 s), further clicks are ignored.
  const [choose, chosen$] = useObservableCallback<string, Zone>((zone$) =>
    zone$.pipe(exhaustMap((zone) => switchZone$({ ...services, scheduler }, group, zone.number))),
  );
  useSubscription(chosen$, (nextGroup) => {
    const zone = Number(nextGroup.slice(nextGroup.lastIndexOf('-') + 1));
    local.set('currentGroup', nextGroup);
    local.set('channelIndex', zone);
    navigate('~/player');
  });

  return (
    <>
      <Header
        start={
          <Button
            type="button"
            $variant="ghost"
            onClick={() => navigate('~/player-selector')}
            aria-label={intl.formatMessage({ id: 'common.Back', defaultMessage: 'Back' })}
          >
            <Icon path={iconArrowBack} />
          </Button>
        }
        title={playerName}
      />
      <Page>
        <h1 style={{ margin: 0 }}>{intl.formatMessage(channelTexts.title, { name: playerName })}</h1>
        {state.kind === 'loading' && (
          <Skeleton $h="88px" aria-label={intl.formatMessage(channelTexts.loading)} />
        )}
        {state.kind !== 'loading' && (
          <p style={{ margin: 0 }}>{intl.formatMessage(channelTexts.count, { count: zones.length })}</p>
        )}
        {zones.length >= 10 && (
          <Field>
            <label htmlFor="zone-filter">{intl.formatMessage(channelTexts.filter)}</label>
            <input
              id="zone-filter"
              type="search"
              value={list.query}
              onChange={(e) => list.setQuery(e.target.value)}
            />
          </Field>
        )}
        {state.kind !== 'loading' && list.total === 0 && <p>{intl.formatMessage(channelTexts.empty)}</p>}
        <Grid>
          {list.page.map((zone) => (
            <li key={zone.number}>
              <ZoneButton
                type="button"
                onClick={() => choose(zone)}
                data-testid="zone-card"
                data-zone-number={zone.number}
              >
                <strong>
                  {zone.ZoneName || intl.formatMessage(channelTexts.zone, { number: zone.number })}
                </strong>
                <span>
                  <Tag>{intl.formatMessage(channelTexts.controls)}</Tag>
                  <Tag>
                    <Icon size={18} path={zone.RemoteVolumeAllowed ? iconCheck : iconClose} />
                    {intl.formatMessage(
                      zone.RemoteVolumeAllowed ? channelTexts.volumeAllowed : channelTexts.volumeNotAllowed,
                    )}
                  </Tag>
                </span>
              </ZoneButton>
            </li>
          ))}
        </Grid>
        {zones.length >= 10 && (
          <Paginator {...list} onPage={list.setPageIndex} onPageSize={list.setPageSize} />
        )}
      </Page>
    </>
  );
}
