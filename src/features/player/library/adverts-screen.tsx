import { useObservable, useObservableCallback, useObservableState, useSubscription } from 'observable-hooks';
import { useIntl } from 'react-intl';
import { formatMinutesSeconds } from '../../../lib/format/duration';
import type { Advert } from '../../../lib/player/replies';
import { CardSkeletons } from '../../../ui/card-skeletons';
import { ScreenTitle } from '../../../ui/controls';
import { PlayerCommand } from '../../../lib/player/commands';
import { Equaliser } from '../../../ui/equaliser';
import { FilteredList } from '../../../ui/filtered-list';
import { Icon } from '../../../ui/icon';
import { iconCampaign, iconPlayArrowFilled } from '../../../ui/icons/paths';
import { useServices } from '../../../hooks/services-context';
import { listTexts } from '../texts';
import { useOverlayInfo } from '../area/overlay-context';
import { advertsTexts } from '../screen-texts';
import { LOADING } from '../area/load.streams';
import { adverts$, playAdvert } from './adverts.streams';
import { commandKey } from '../../../lib/zone/zone.streams';
import { CommandIconButton } from '../now-playing/command-button';
import { useZone } from '../zone/zone-context';
import { ListCard } from './list-card';
import { LIST_FILTER_THRESHOLD } from './playlists-screen';

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
          current ? (
            <Equaliser
              playing={info?.playing === true}
              label={intl.formatMessage(info?.playing ? listTexts.playing : listTexts.paused)}
            />
          ) : (
            <CommandIconButton
              type="button"
              aria-label={intl.formatMessage(advertsTexts.play, { title: m.Title })}
              onClick={() => play(m)}
              busyKeys={[commandKey(PlayerCommand.PlayAdvertByName, [m.FileName])]}
            >
              <Icon path={iconPlayArrowFilled} />
            </CommandIconButton>
          )
        }
      />
    );
  };
  return (
    <>
      <ScreenTitle>{intl.formatMessage(advertsTexts.heading)}</ScreenTitle>
      {state.kind === 'loading' ? (
        <CardSkeletons count={6} lead label={intl.formatMessage(listTexts.loading)} />
      ) : (
        <FilteredList
          items={state.value}
          fields={fields}
          threshold={LIST_FILTER_THRESHOLD}
          filterLabel={intl.formatMessage(advertsTexts.filter)}
          emptyText={intl.formatMessage(advertsTexts.empty)}
          keyOf={(m) => m.FileName}
          renderItem={render}
          testId="messages"
        />
      )}
    </>
  );
}
