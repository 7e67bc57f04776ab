import { useObservable, useObservableCallback, useObservableState, useSubscription } from 'observable-hooks';
import { useIntl } from 'react-intl';
import { formatMinutesSeconds } from '../../../lib/format/duration';
import type { Advert } from '../../../lib/player/replies';
import { PlayerCommand } from '../../../lib/player/commands';
import { Icon } from '../../../ui/icon';
import { iconCampaign } from '../../../ui/icons/paths';
import { useServices } from '../../../hooks/services-context';
import { useOverlayInfo } from '../frame/overlay-context';
import { advertsTexts } from './texts';
import { LOADING } from '../zone/load.streams';
import { adverts$, playAdvert } from './adverts.streams';
import { commandKey } from '../../../lib/zone/zone.streams';
import { useZone } from '../zone/zone-context';
import { ListCard } from './list-card';
import { ListScreen, PlayingOr } from './list-screen';

const NONE: readonly Advert[] = [];
const fields = (m: Advert) => [m.Title];

/**
 * Messages screen (spec §2 Messages): filter on title (9+), cards with title, genre, mm:ss and a play
 * button (754 with its toast), or the equaliser when that advert is playing; empty text; paginator.
 */
export function AdvertsScreen() {
  const zone = useZone();
  const { notifier } = useServices();
  const intl = useIntl();
  const info = useOverlayInfo();
  const state = useObservableState(
    useObservable(() => adverts$(zone)),
    LOADING,
  );
  const [play, played$] = useObservableCallback(playAdvert(zone, notifier));
  useSubscription(played$);
  const render = (m: Advert) => {
    const current = info?.isAdvert === true && info.nowPlayingFile === m.FileName;
    return (
      <ListCard
        testId="message-card"
        current={current}
        lead={<Icon path={iconCampaign} size={32} />}
        title={m.Title}
        lines={[`${m.Genre1} · ${formatMinutesSeconds(m.DurationInSeconds)}`]}
        actions={
          <PlayingOr
            current={current}
            label={intl.formatMessage(advertsTexts.play, { title: m.Title })}
            onPlay={() => play(m)}
            busyKeys={[commandKey(PlayerCommand.PlayAdvertByName, [m.FileName])]}
          />
        }
      />
    );
  };
  return (
    <ListScreen
      title={intl.formatMessage(advertsTexts.heading)}
      loading={state.kind === 'loading'}
      items={state.kind === 'loaded' ? state.value : NONE}
      fields={fields}
      filterLabel={intl.formatMessage(advertsTexts.filter)}
      emptyText={intl.formatMessage(advertsTexts.empty)}
      keyOf={(m) => m.FileName}
      renderItem={render}
      testId="messages"
    />
  );
}
