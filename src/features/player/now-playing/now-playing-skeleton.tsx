import { IntlProvider, useIntl } from 'react-intl';
import { ThemeProvider } from 'styled-components';
import { Router } from 'wouter';
import { absolute, paths } from '../../../config/paths';
import { BackButton } from '../../../ui/back-button';
import { IconButton } from '../../../ui/button';
import { Header } from '../../../ui/header';
import { Icon } from '../../../ui/icon';
import { iconKeyboard, iconMenu, iconQueueMusic, iconSettings } from '../../../ui/icons/paths';
import { GlobalStyle } from '../../../ui/global-style';
import { Page } from '../../../ui/page';
import { theme } from '../../../ui/theme';
import { listTexts, menuTexts, playerTexts, shortcutTexts } from '../texts';
import { Artwork } from './artwork';
import { ElapsedBar } from './elapsed-time';
import {
  ArtCell,
  Info,
  Layout,
  Line,
  LineSkeleton,
  Muted,
  Pill,
  RatingRow,
  Row,
  ShortcutsButton,
  Title,
  VolumeRow,
} from './now-playing-screen.styles';
import { SkipButton, TRANSPORT_SIZE, TransportRow, transportSizes } from './transport-controls';

const transport = transportSizes(TRANSPORT_SIZE, false);

/**
 * The now-playing screen's skeleton before the app has run (docs/design.md "What loads when"): what
 * the now-playing screen and its header show with a status, in the same layout and from the same styled
 * parts, with a skeleton wherever the zone's data goes (the header's playlist, the zone's name, the player
 * name, the cover, the title, the artist and details lines, the play state) and nothing where the volume
 * and ratings wait. The fixed parts (back, menu, previous and next, the current-playlist link, the
 * shortcuts button) are the screen's own, in the page's language. Rendered at build time
 * (scripts/prerender.ts) for index.html, which paints it on a signed-in visit of the player page while the
 * app's scripts run; inert, since nothing in it acts. Its parts carry the test ids of the screen's parts
 * they stand for (the build renames them, so tests find the screen's own). Needs react-intl, the theme and a router
 * ({@link NowPlayingSkeletonPage} gives them).
 */
export function NowPlayingSkeleton() {
  const intl = useIntl();
  return (
    <>
      <Header
        start={<BackButton label={intl.formatMessage(playerTexts.back)} testId="back-button" />}
        title={
          <span data-testid="header-title">
            <LineSkeleton $w="10em" />
          </span>
        }
        end={
          <IconButton type="button" aria-label={intl.formatMessage(menuTexts.open)} data-testid="menu-button">
            <Icon path={iconMenu} />
          </IconButton>
        }
      />
      <Page>
        <Layout>
          <ArtCell>
            <Artwork src={undefined} note={false} />
          </ArtCell>
          <Info>
            <Row className="lead">
              <Pill
                href={absolute(paths.settings)}
                aria-label={intl.formatMessage(menuTexts.settings)}
                data-testid="zone-settings"
              >
                <Icon path={iconSettings} />
                <LineSkeleton $w="5em" />
              </Pill>
            </Row>
            <Muted className="lead" data-testid="player-name">
              <LineSkeleton $w="7em" />
            </Muted>
            <Title data-placeholder="" data-testid="track-title">
              <span className="visually-hidden">{intl.formatMessage(listTexts.loading)}</span>
              <span aria-hidden="true">{intl.formatMessage(playerTexts.trackTitlePlaceholder)}</span>
            </Title>
            <Line aria-hidden="true">
              <LineSkeleton $w="8em" />
            </Line>
            <Line aria-hidden="true">
              <LineSkeleton $w="12em" />
            </Line>
            <ElapsedBar />
            <TransportRow $compact={false}>
              <SkipButton
                direction="previous"
                label={intl.formatMessage(playerTexts.previous)}
                sizes={transport}
                disabled
              />
              <IconButton
                type="button"
                $size={transport.play}
                $filled
                aria-label={intl.formatMessage(playerTexts.play)}
                disabled
                data-testid="play-pause"
              />
              <SkipButton
                direction="next"
                label={intl.formatMessage(playerTexts.next)}
                sizes={transport}
                disabled
              />
            </TransportRow>
            <VolumeRow />
            <RatingRow />
            <Pill href={absolute(paths.currentPlaylist)} data-testid="current-playlist-button">
              <Icon path={iconQueueMusic} />
              {intl.formatMessage(playerTexts.currentPlaylist)}
            </Pill>
            <ShortcutsButton type="button" $variant="ghost" data-testid="shortcuts-button">
              <Icon path={iconKeyboard} />
              {intl.formatMessage(shortcutTexts.open)}
            </ShortcutsButton>
          </Info>
        </Layout>
      </Page>
    </>
  );
}

/** Props of {@link NowPlayingSkeletonPage}: the page's locale and its compiled catalogue. */
export interface NowPlayingSkeletonPageProps {
  readonly locale: string;
  readonly messages: Record<string, never>;
}

/**
 * {@link NowPlayingSkeleton} with what it needs around it, as the build renders it (scripts/prerender.ts):
 * the app's global style and theme, the texts of `locale`, a router at the player page.
 */
export function NowPlayingSkeletonPage({ locale, messages }: NowPlayingSkeletonPageProps) {
  return (
    <IntlProvider locale={locale} messages={messages} defaultLocale="en-GB">
      <ThemeProvider theme={theme}>
        <GlobalStyle />
        <Router ssrPath={paths.player}>
          <NowPlayingSkeleton />
        </Router>
      </ThemeProvider>
    </IntlProvider>
  );
}
