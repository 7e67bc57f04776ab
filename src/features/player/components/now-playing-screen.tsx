import { useObservableState } from 'observable-hooks';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { useLocation } from 'wouter';
import { Button, Card, Page } from '../../../ui/controls';
import { Header } from '../../../ui/header';
import { Icon } from '../../../ui/icon';
import { iconArrowBack } from '../../../ui/icons/paths';
import { LanguagePicker } from '../../../ui/language-picker';
import { useServices } from '../../../ui/services-context';
import { playerMessages } from '../messages';
import { useZone } from '../zone-context';
import { Artwork, artworkUrl } from './artwork';
import { ElapsedTime } from './elapsed-time';
import { TransportControls } from './transport-controls';

const Layout = styled(Card)`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  justify-items: center;
  text-align: center;
  max-width: 560px;
  width: 100%;
  margin: 0 auto;
`;

const Title = styled.h1`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.xl};
  overflow-wrap: anywhere;
`;

const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.muted};
`;

/** The now-playing screen (spec §2 Player screen): artwork, title, artist, details, time, controls. */
export function NowPlayingScreen() {
  const zone = useZone();
  const { config, sessionStore } = useServices();
  const intl = useIntl();
  const [, navigate] = useLocation();
  const status = useObservableState(zone.status$);
  const track = status?.NowPlaying;
  const isAdvert = track?.IsAdvert === true;
  const details = track && [track.Genre1, track.Era, track.Bpm ? `${track.Bpm} BPM` : ''].filter((part) => part !== '' && part !== 0).join(' · ');
  return (
    <>
      <Header
        start={
          <Button type="button" $variant="ghost" onClick={() => navigate('~/player-selector')} aria-label={intl.formatMessage(playerMessages.back)}>
            <Icon path={iconArrowBack} />
          </Button>
        }
        title={status?.Playlist || intl.formatMessage(playerMessages.playlistFallback)}
        end={<LanguagePicker />}
      />
      <Page>
        <Layout aria-labelledby="track-title">
          <Muted>{sessionStore.get<string>('playerName')}</Muted>
          <Artwork src={artworkUrl(config.stillsBase, track?.FileName)} />
          <Title id="track-title" data-testid="track-title">{track?.Title || intl.formatMessage(playerMessages.trackTitlePlaceholder)}</Title>
          {!isAdvert && <Muted data-testid="track-artist">{track?.Artist}</Muted>}
          {details && <Muted>{details}</Muted>}
          <ElapsedTime />
          <TransportControls status={status} />
          <div className="visually-hidden" aria-live="polite">
            {track?.Title ? intl.formatMessage(playerMessages.nowPlaying, { title: track.Title }) : ''}
          </div>
        </Layout>
      </Page>
    </>
  );
}
