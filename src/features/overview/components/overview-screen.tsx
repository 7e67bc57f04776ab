import { memo, useCallback, useId, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useObservable, useObservableEagerState, useObservableState } from 'observable-hooks';
import { useIntl, type IntlShape } from 'react-intl';
import { from, map, of, switchMap, type Observable } from 'rxjs';
import styled from 'styled-components';
import { useLocation } from 'wouter';
import { absolute, paths } from '../../../config/paths';
import { VOLUME_MAX, VOLUME_MIN } from '../../../lib/player/levels';
import { loadZoneControl } from '../../../lib/zone/zone-service';
import { Button } from '../../../ui/button';
import { CardSkeletons } from '../../../ui/card-skeletons';
import { Dialog } from '../../../ui/dialog';
import { EmptyState } from '../../../ui/empty-state';
import { Field } from '../../../ui/field';
import { Header } from '../../../ui/header';
import { Icon } from '../../../ui/icon';
import { iconArrowBack, iconMusicNote, iconSearchOff } from '../../../ui/icons/paths';
import { Page } from '../../../ui/page';
import { ScreenTitle } from '../../../ui/screen-title';
import { StatusDot, type StatusTone } from '../../../ui/status-dot';
import { useServices } from '../../../hooks/services-context';
import {
  bulk$,
  commonChoices$,
  failedTargets,
  skipReason,
  type BulkAction,
  type BulkProgress,
  type BulkTarget,
  type CommonChoices,
  type ZoneResult,
} from '../bulk.streams';
import {
  createOverviewControls,
  overview$,
  type OverviewControls,
  type OverviewDeps,
  type OverviewZone,
} from '../overview.streams';
import {
  createZoneStore,
  isStale,
  overviewView$,
  sameSite,
  staleness$,
  STATE_FILTERS,
  TRUSTED,
  type OverviewFilters,
  type OverviewView,
  type SiteLayout,
  type Staleness,
  type StateFilter,
  type ZoneStore,
} from '../overview-view';
import { bulkTexts } from '../bulk-texts';
import { overviewTexts as texts } from '../texts';

/** What {@link BulkBar} shows and the handlers it calls (stable: see {@link useLatest}). */
interface BulkBarProps {
  intl: IntlShape;
  barId: string;
  volumeId: string;
  pickerId: string;
  selectedCount: number;
  busy: boolean;
  volume: number;
  picker: Picker | null;
  choices: CommonChoices | null;
  picked: string;
  progress: BulkProgress | null;
  canRetry: boolean;
  onSelectShown(): void;
  onSelectNone(): void;
  onAsk(action: BulkAction): void;
  onVolume(percent: number): void;
  onOpenPicker(kind: Picker['kind']): void;
  onPick(key: string): void;
  onPlayPicked(): void;
  onClosePicker(): void;
  onRetry(): void;
  onClearResults(): void;
}

/** The bulk actions without an argument, in the order the bar shows them. */
const SIMPLE_ACTIONS = [
  { kind: 'pause', text: 'pause', testId: 'overview-pause' },
  { kind: 'play', text: 'play', testId: 'overview-play' },
  { kind: 'resume-timetable', text: 'resumeTimetable', testId: 'overview-resume' },
] as const;

/** What {@link BulkActions} shows and the handlers it calls. */
type BulkActionsProps = Pick<
  BulkBarProps,
  | 'intl'
  | 'volumeId'
  | 'pickerId'
  | 'selectedCount'
  | 'busy'
  | 'volume'
  | 'picker'
  | 'choices'
  | 'picked'
  | 'onAsk'
  | 'onVolume'
  | 'onOpenPicker'
  | 'onPick'
  | 'onPlayPicked'
  | 'onClosePicker'
>;

/** The bulk actions themselves: pause, play, resume, volume, and the message and playlist pickers. */
function BulkActions({
  intl,
  volumeId,
  pickerId,
  selectedCount,
  busy,
  volume,
  picker,
  choices,
  picked,
  onAsk,
  onVolume,
  onOpenPicker,
  onPick,
  onPlayPicked,
  onClosePicker,
}: BulkActionsProps) {
  const t = intl.formatMessage;
  return (
    <>
      <Toolbar>
        {SIMPLE_ACTIONS.map(({ kind, text, testId }) => (
          <Button
            key={kind}
            type="button"
            disabled={busy || !selectedCount}
            onClick={() => onAsk({ kind })}
            data-testid={testId}
          >
            {t(texts[text])}
          </Button>
        ))}
        <Field>
          <label htmlFor={volumeId}>{t(texts.volumeField)}</label>
          <input
            id={volumeId}
            type="number"
            min={VOLUME_MIN}
            max={VOLUME_MAX}
            value={volume}
            onChange={(e) =>
              onVolume(Math.min(VOLUME_MAX, Math.max(VOLUME_MIN, Math.round(Number(e.target.value) || 0))))
            }
            data-testid="overview-volume"
          />
        </Field>
        <Button
          type="button"
          disabled={busy || !selectedCount}
          onClick={() => onAsk({ kind: 'volume', percent: volume })}
          data-testid="overview-set-volume"
        >
          {t(texts.setVolume)}
        </Button>
      </Toolbar>
      <Toolbar>
        <Button
          type="button"
          $variant="secondary"
          disabled={busy || !selectedCount}
          onClick={() => onOpenPicker('advert')}
          data-testid="overview-pick-advert"
        >
          {t(texts.playAdvert)}
        </Button>
        <Button
          type="button"
          $variant="secondary"
          disabled={busy || !selectedCount}
          onClick={() => onOpenPicker('playlist')}
          data-testid="overview-pick-playlist"
        >
          {t(texts.playPlaylist)}
        </Button>
      </Toolbar>
      {picker && (
        <div data-testid="overview-picker" data-kind={picker.kind} aria-busy={choices?.kind !== 'loaded'}>
          {choices?.kind !== 'loaded' ? (
            <p role="status">{t(texts.loadingLists)}</p>
          ) : (
            <Toolbar>
              {choices.choices.length === 0 ? (
                <p role="status" data-testid="overview-no-common">
                  {t(texts.noCommon)}
                </p>
              ) : (
                <>
                  <Field>
                    <label htmlFor={pickerId}>
                      {t(picker.kind === 'advert' ? texts.advertField : texts.playlistField)}
                    </label>
                    <select
                      id={pickerId}
                      value={picked || choices.choices[0]?.key}
                      onChange={(e) => onPick(e.target.value)}
                      data-testid="overview-choice"
                    >
                      {choices.choices.map((choice) => (
                        <option key={choice.key} value={choice.key}>
                          {choice.label}
                        </option>
                      ))}
                    </select>
                  </Field>
                  <Button type="button" onClick={onPlayPicked} data-testid="overview-play-choice">
                    {t(texts.playNow)}
                  </Button>
                </>
              )}
              <Button type="button" $variant="secondary" onClick={onClosePicker}>
                {t(texts.cancel)}
              </Button>
              {choices.unlisted.length > 0 && (
                <p role="status">{t(texts.unlisted, { count: choices.unlisted.length })}</p>
              )}
            </Toolbar>
          )}
        </div>
      )}
    </>
  );
}

/**
 * The actions on the selected zones, the list picker, the summary of a run and Retry. Until a zone is
 * selected (and no run's results are shown) the bar holds only the selection's buttons and a line that
 * says what selecting offers: the disabled actions would otherwise fill a phone's first screen above
 * the zones. Rendered again only when what it shows changes, never for a status push.
 */
const BulkBar = memo(function BulkBar(props: BulkBarProps) {
  const {
    intl,
    barId,
    selectedCount,
    busy,
    picker,
    progress,
    canRetry,
    onSelectShown,
    onSelectNone,
    onRetry,
    onClearResults,
  } = props;
  const t = intl.formatMessage;
  return (
    <ActionBar aria-labelledby={barId} data-testid="overview-actions">
      <h2 id={barId}>{t(texts.actions)}</h2>
      <Toolbar>
        <span data-testid="overview-selected">{t(texts.selected, { count: selectedCount })}</span>
        <Button
          type="button"
          $variant="secondary"
          onClick={onSelectShown}
          data-testid="overview-select-shown"
        >
          {t(texts.selectShown)}
        </Button>
        <Button type="button" $variant="secondary" onClick={onSelectNone} data-testid="overview-select-none">
          {t(texts.selectNone)}
        </Button>
      </Toolbar>
      {selectedCount === 0 && !picker && !progress ? (
        <Hint data-testid="overview-actions-hint">{t(texts.actionsHint)}</Hint>
      ) : (
        <BulkActions {...props} />
      )}
      <div aria-live="polite" data-testid="overview-summary">
        {progress && summaryText(intl, progress)}
      </div>
      {progress && !busy && progress.summary.total > 0 && (
        <Toolbar>
          {canRetry && (
            <Button type="button" onClick={onRetry} data-testid="overview-retry">
              {t(texts.retryFailed)}
            </Button>
          )}
          <Button
            type="button"
            $variant="secondary"
            onClick={onClearResults}
            data-testid="overview-clear-results"
          >
            {t(texts.clearResults)}
          </Button>
        </Toolbar>
      )}
    </ActionBar>
  );
});

/**
 * A callback of stable identity that calls the latest `handler` (given at the last render), for handlers
 * a memoised child keeps while the state they read moves on.
 */
function useLatest<A extends unknown[]>(handler: (...args: A) => void): (...args: A) => void {
  const latest = useRef(handler);
  useLayoutEffect(() => {
    latest.current = handler;
  });
  return useCallback((...args: A) => latest.current(...args), []);
}

/** Artwork address (spec §3 Track): `<stillsBase>/<FileName without extension>.jpg`. */
function artworkUrl(stillsBase: string, fileName: string | undefined): string | undefined {
  if (!fileName) return undefined;
  return `${stillsBase}/${encodeURIComponent(fileName.replace(/\.[^./]+$/, ''))}.jpg`;
}

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: end;
  gap: ${({ theme }) => theme.space.sm};
  select,
  input[type='number'] {
    min-height: ${({ theme }) => theme.target};
    padding: 0 ${({ theme }) => theme.space.sm};
    border-radius: ${({ theme }) => theme.radius.sm};
    border: 1px solid ${({ theme }) => theme.color.border};
    background: ${({ theme }) => theme.color.surface};
    color: ${({ theme }) => theme.color.text};
  }
  input[type='number'] {
    width: 6em;
  }
`;

/** The search and state filters: each field takes its share of the row, and a row of its own on a phone. */
const Filters = styled(Toolbar)`
  & > ${Field} {
    flex: 1 1 16rem;
  }
`;

const ActionBar = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radius.md};
  border: 1px solid ${({ theme }) => theme.color.border};
  background: ${({ theme }) => theme.color.surfaceAlt};
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.md};
  }
`;

const SiteHeading = styled.h2`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  margin: ${({ theme }) => theme.space.md} 0 ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.font.size.lg};
  label {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.sm};
  }
  input[type='checkbox'] {
    width: 24px;
    height: 24px;
    margin: 10px;
  }
`;

const ZoneList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 340px), 1fr));
`;

const ZoneItem = styled.li`
  display: grid;
  grid-template-columns: auto 1fr;
  align-items: start;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radius.md};
  border: 1px solid ${({ theme }) => theme.color.border};
  background: ${({ theme }) => theme.color.surface};
  input[type='checkbox'] {
    width: 24px;
    height: 24px;
    margin: 10px;
  }
`;

const ZoneButton = styled.button`
  display: grid;
  grid-template-columns: 56px 1fr;
  gap: ${({ theme }) => theme.space.sm};
  width: 100%;
  min-height: ${({ theme }) => theme.target};
  padding: 0;
  border: none;
  background: none;
  color: inherit;
  font: inherit;
  text-align: start;
  cursor: pointer;
  &:disabled {
    cursor: default;
  }
`;

/**
 * A card's text column, a line per item. Its own rules, not the button's: a rule on every span of the
 * button would also reach the thumbnail and the state's dot, and undo their layout.
 */
const ZoneText = styled.span`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  min-width: 0;
  overflow-wrap: anywhere;
  small {
    color: ${({ theme }) => theme.color.muted};
  }
`;

const Thumb = styled.span`
  width: 56px;
  height: 56px;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.color.surfaceAlt};
  color: ${({ theme }) => theme.color.muted};
  display: grid;
  place-items: center;
  overflow: hidden;
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

const Result = styled.p`
  grid-column: 1 / -1;
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.sm};
`;

/** The line that says what selecting zones offers. */
const Hint = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.muted};
`;

const Marker = styled.span`
  color: ${({ theme }) => theme.color.warning};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: 600;
`;

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

/** What the overview stream carries to the screen: the view, and the controls bulk actions use. */
interface Loaded {
  readonly view: OverviewView;
  readonly controls: OverviewControls | undefined;
}

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

/** A zone's bulk result in words (the reason of a refusal or a skip included). */
function resultText(intl: IntlShape, result: ZoneResult): string {
  switch (result.kind) {
    case 'waiting':
      return intl.formatMessage(texts.resultWaiting);
    case 'sending':
      return intl.formatMessage(texts.resultSending);
    case 'done':
      return intl.formatMessage(texts.resultDone);
    case 'refused':
      return intl.formatMessage(texts.resultRefused, { reason: result.reason });
    case 'not-answering':
      return intl.formatMessage(texts.resultNotAnswering);
    case 'failed':
      return intl.formatMessage(texts.resultFailed);
    case 'not-sent':
      return intl.formatMessage(
        result.reason === 'stopped' ? bulkTexts.resultStopped : bulkTexts.resultNotSent,
      );
    case 'skipped':
      return intl.formatMessage(
        result.reason === 'pause-not-allowed'
          ? texts.skippedPause
          : result.reason === 'volume-unknown'
            ? bulkTexts.skippedVolumeUnknown
            : texts.skippedVolume,
      );
  }
}

/** The summary line of a bulk action: "9 of 12 done · 1 refused by the player · 2 not answering". */
export function summaryText(intl: IntlShape, progress: BulkProgress): string {
  const { summary } = progress;
  const parts = [intl.formatMessage(texts.summaryDone, { done: summary.done, total: summary.total })];
  if (summary.refused) parts.push(intl.formatMessage(texts.summaryRefused, { count: summary.refused }));
  if (summary.notAnswering)
    parts.push(intl.formatMessage(texts.summaryNotAnswering, { count: summary.notAnswering }));
  if (summary.skipped) parts.push(intl.formatMessage(texts.summarySkipped, { count: summary.skipped }));
  if (summary.failed) parts.push(intl.formatMessage(texts.summaryFailed, { count: summary.failed }));
  if (summary.pending) parts.push(intl.formatMessage(texts.summaryPending, { count: summary.pending }));
  return parts.join(' · ');
}

/** The confirmation's name of `action`, with its value (volume, message, playlist). */
function actionName(intl: IntlShape, action: BulkAction): string {
  const t = intl.formatMessage;
  switch (action.kind) {
    case 'pause':
      return t(texts.pause);
    case 'play':
      return t(texts.play);
    case 'resume-timetable':
      return t(texts.resumeTimetable);
    case 'volume':
      return `${t(texts.setVolume)} (${t(texts.volume, { percent: action.percent })})`;
    case 'volume-step':
      return t(bulkTexts.volumeStep, {
        step: action.step > 0 ? 'up' : 'down',
        amount: Math.abs(action.step),
      });
    case 'advert':
      return `${t(texts.playAdvert)} (${action.title})`;
    case 'playlist':
      return `${t(texts.playPlaylist)} (${action.name})`;
  }
}

/** Which list the user picks from: the messages or the playlists common to the selected zones. */
interface Picker {
  readonly kind: 'advert' | 'playlist';
  readonly targets: readonly BulkTarget[];
}

/** One run of a bulk action: what was sent to which zones. */
interface Run {
  readonly action: BulkAction;
  readonly targets: readonly BulkTarget[];
}

/**
 * The fleet overview (README "Every zone at a glance"): every zone of every player grouped by site, live,
 * with a text and a state filter and their count; a selection (each zone, a site, all shown, none) that
 * survives filtering; bulk actions on the selection with a confirmation that says how many zones will be
 * skipped, per-zone results as they arrive in a live region, and Retry the failed ones. A zone opens
 * its player screen through the selection service.
 */
export default function OverviewScreen() {
  const services = useServices();
  const { scheduler, selection, config } = services;
  const intl = useIntl();
  const t = intl.formatMessage;
  const [, navigate] = useLocation();
  const [reload, setReload] = useState(0);
  const [query, setQuery] = useState('');
  const [filter, setFilter] = useState<StateFilter>('all');
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const [volume, setVolume] = useState(50);
  const [confirming, setConfirming] = useState<Run | null>(null);
  const [run, setRun] = useState<Run | null>(null);
  // The progress a retry was sent for: a second click on the same results sends nothing more.
  const retried = useRef<BulkProgress | null>(null);
  const [picker, setPicker] = useState<Picker | null>(null);
  const [picked, setPicked] = useState('');
  const ids = {
    title: useId(),
    body: useId(),
    search: useId(),
    show: useId(),
    volume: useId(),
    bar: useId(),
    picker: useId(),
  };

  // Each zone's card reads its zone here; the screen itself renders only when the layout changes.
  const store = useMemo(() => createZoneStore(), []);
  const filters$ = useObservable(
    (inputs$) => inputs$.pipe(map(([q, f]): OverviewFilters => ({ query: q, filter: f }))),
    [query, filter],
  );
  const loaded$ = useObservable(
    (inputs$) =>
      inputs$.pipe(
        // switchMap: a retry replaces the previous load (its groups are left).
        switchMap(() => from(loadZoneControl())),
        switchMap((code) => {
          const deps: OverviewDeps = { ...services, createControl: code.createZoneControl };
          const controls = createOverviewControls(deps);
          return overviewView$(overview$(deps, controls), filters$, store).pipe(
            map((view): Loaded => ({ view, controls })),
          );
        }),
      ),
    [reload],
  );
  const { view, controls } = useObservableState<Loaded>(loaded$, {
    view: { kind: 'loading' },
    controls: undefined,
  });
  const staleness = useObservableState(
    useObservable(() => staleness$(services.hub, scheduler)),
    TRUSTED,
  );
  const progress = useObservableState(
    useObservable(
      (inputs$) =>
        // switchMap: a new run replaces the view of the previous one (its commands were all answered by then).
        inputs$.pipe(switchMap(([current]) => (current ? bulk$(current.targets, current.action) : of(null)))),
      [run],
    ),
    null,
  );
  const busy = progress !== null && progress.summary.pending > 0;
  const choices = useObservableState(
    useObservable(
      (inputs$) =>
        // switchMap: another list (or another selection) replaces the one being asked for.
        inputs$.pipe(
          switchMap(([current]) => (current ? commonChoices$(current.targets, current.kind) : of(null))),
        ),
      [picker],
    ),
    null,
  );

  const layout = view.kind === 'loaded' ? view.layout : undefined;
  // The selected zones as they are when asked (an action's skip rule reads their latest status): read
  // from the store at that moment, since a status push does not render this screen.
  const selectedZones = () =>
    [...chosen].map((group) => store.get(group)).filter((z): z is OverviewZone => !!z);
  const selectedCount = [...chosen].filter((group) => store.get(group)).length;

  const toggle = useCallback(
    (groups: readonly string[], on: boolean) =>
      setChosen((current) => {
        const next = new Set(current);
        for (const group of groups) {
          if (on) next.add(group);
          else next.delete(group);
        }
        return next;
      }),
    [],
  );
  const checkZone = useCallback((group: string, on: boolean) => toggle([group], on), [toggle]);

  const targetsOf = (list: readonly OverviewZone[]): BulkTarget[] =>
    controls
      ? list.map((zone) => ({
          control: controls.control(zone.group, zone.zoneIndex),
          status: zone.state.kind === 'live' ? zone.state.status : undefined,
        }))
      : [];

  const ask = (action: BulkAction) => {
    if (busy || !selectedCount) return;
    setConfirming({ action, targets: targetsOf(selectedZones()) });
  };
  const openPicker = (kind: Picker['kind']) => {
    if (busy || !selectedCount) return;
    setPicked('');
    setPicker({ kind, targets: targetsOf(selectedZones()) });
  };
  const playPicked = () => {
    if (!picker || choices?.kind !== 'loaded') return;
    const choice = choices.choices.find((c) => c.key === picked) ?? choices.choices[0];
    if (!choice) return;
    const action: BulkAction =
      picker.kind === 'advert'
        ? { kind: 'advert', fileName: choice.key, title: choice.label }
        : {
            kind: 'playlist',
            name: choice.key,
            types: new Map(
              [...choices.types].flatMap(([group, types]) => {
                const type = types.get(choice.key);
                return type === undefined ? [] : [[group, type] as const];
              }),
            ),
          };
    if (busy) return;
    setConfirming({ action, targets: picker.targets });
    setPicker(null);
  };
  const send = () => {
    // Nothing is sent twice: a second click before the dialog closed sets the same run again (no change).
    if (!confirming) return;
    setRun(confirming);
    setConfirming(null);
  };
  const retry = () => {
    if (!run || !progress || busy || retried.current === progress) return;
    retried.current = progress;
    const failed = failedTargets(run.targets, progress).map((target) => {
      const zone = store.get(target.control.group);
      return { ...target, status: zone?.state.kind === 'live' ? zone.state.status : target.status };
    });
    if (failed.length) setRun({ action: run.action, targets: failed });
  };

  const open = useCallback(
    (zone: OverviewZone) => {
      selection.choosePlayer({
        name: zone.player.PlayerName,
        licenceKey: zone.player.LicenceKey,
        macAddress: zone.player.MacAddress,
        zoneCount: zone.player.NoOfChannels,
      });
      if (zone.zoneIndex !== 1) selection.chooseZone(zone.zoneIndex, zone.zoneName);
      navigate(absolute(paths.player));
    },
    [selection, navigate],
  );

  const onAsk = useLatest(ask);
  const onOpenPicker = useLatest(openPicker);
  const onPlayPicked = useLatest(playPicked);
  const onRetry = useLatest(retry);
  const onSelectShown = useLatest(() => toggle(layout?.sites.flatMap((site) => site.selectable) ?? [], true));
  const onSelectNone = useCallback(() => setChosen(new Set()), []);
  const onClosePicker = useCallback(() => setPicker(null), []);
  const onClearResults = useCallback(() => setRun(null), []);

  // What a status push does not change keeps its element, so React skips it.
  const goBack = useCallback(() => navigate(absolute(paths.selector)), [navigate]);
  const header = useMemo(
    () => (
      <Header
        start={
          <Button
            type="button"
            $variant="ghost"
            onClick={goBack}
            aria-label={t(texts.back)}
            data-testid="overview-back"
          >
            <Icon path={iconArrowBack} />
          </Button>
        }
        title={t(texts.title)}
      />
    ),
    [goBack, t],
  );
  const filterBar = useMemo(
    () => (
      <Filters>
        <Field>
          <label htmlFor={ids.search}>{t(texts.search)}</label>
          <input
            id={ids.search}
            type="search"
            value={query}
            onChange={(e) => setQuery(e.target.value)}
            data-testid="overview-search"
          />
        </Field>
        <Field>
          <label htmlFor={ids.show}>{t(texts.show)}</label>
          <select
            id={ids.show}
            value={filter}
            onChange={(e) => setFilter(e.target.value as StateFilter)}
            data-testid="overview-state-filter"
          >
            {STATE_FILTERS.map((value) => (
              <option key={value} value={value}>
                {t(
                  {
                    all: texts.showAll,
                    playing: texts.playing,
                    paused: texts.paused,
                    offline: texts.offline,
                    'not-answering': texts.notAnswering,
                  }[value],
                )}
              </option>
            ))}
          </select>
        </Field>
      </Filters>
    ),
    [ids.search, ids.show, query, filter, t],
  );

  const skipped = confirming
    ? confirming.targets.filter((target) => skipReason(confirming.action, target.status)).length
    : 0;
  const results = progress?.results;

  return (
    <>
      {header}
      <Page aria-busy={view.kind === 'loading'}>
        <ScreenTitle>{t(texts.title)}</ScreenTitle>
        {view.kind === 'loading' && (
          <CardSkeletons count={4} label={t(texts.loading)} testId="overview-loading" />
        )}
        {view.kind === 'failed' && (
          <EmptyState
            icon={iconSearchOff}
            role="alert"
            testId="overview-failed"
            actions={
              <Button type="button" onClick={() => setReload((n) => n + 1)}>
                {t(texts.retryLoad)}
              </Button>
            }
          >
            {t(texts.failed)}
          </EmptyState>
        )}
        {layout && (
          <>
            {filterBar}
            <p style={{ margin: 0 }} data-testid="overview-count" role="status">
              {t(texts.count, { shown: layout.shown, total: layout.total })}
              {staleness.lost && (
                <>
                  {' · '}
                  <Marker data-testid="overview-stale">{t(texts.stale)}</Marker>
                </>
              )}
            </p>
            <BulkBar
              intl={intl}
              barId={ids.bar}
              volumeId={ids.volume}
              pickerId={ids.picker}
              selectedCount={selectedCount}
              busy={busy}
              volume={volume}
              picker={picker}
              choices={choices}
              picked={picked}
              progress={progress}
              canRetry={progress !== null && failedTargets(run?.targets ?? [], progress).length > 0}
              onSelectShown={onSelectShown}
              onSelectNone={onSelectNone}
              onAsk={onAsk}
              onVolume={setVolume}
              onOpenPicker={onOpenPicker}
              onPick={setPicked}
              onPlayPicked={onPlayPicked}
              onClosePicker={onClosePicker}
              onRetry={onRetry}
              onClearResults={onClearResults}
            />
            {layout.shown === 0 && (
              <EmptyState icon={iconSearchOff} role="status" testId="overview-no-results">
                {t(texts.noResults)}
              </EmptyState>
            )}
            {layout.sites.map((site) => (
              <SiteSection
                key={site.site}
                layout={site}
                store={store}
                intl={intl}
                stillsBase={config.stillsBase}
                staleness={staleness}
                chosen={chosen}
                results={results}
                onToggle={toggle}
                onCheck={checkZone}
                onOpen={open}
              />
            ))}
          </>
        )}
      </Page>
      <Dialog
        open={confirming !== null}
        onClose={() => setConfirming(null)}
        labelledBy={ids.title}
        describedBy={ids.body}
      >
        {confirming && (
          <div data-testid="overview-confirm">
            <h2 id={ids.title} style={{ marginTop: 0 }}>
              {t(texts.confirmTitle, {
                action: actionName(intl, confirming.action),
                count: confirming.targets.length,
              })}
            </h2>
            <p id={ids.body} data-testid="overview-confirm-skipped" data-skipped={skipped}>
              {t(texts.confirmSkipped, { count: skipped })}
            </p>
            <Toolbar>
              <Button type="button" onClick={send} autoFocus data-testid="overview-confirm-send">
                {t(texts.send)}
              </Button>
              <Button type="button" $variant="secondary" onClick={() => setConfirming(null)}>
                {t(texts.cancel)}
              </Button>
            </Toolbar>
          </div>
        )}
      </Dialog>
    </>
  );
}

/** What {@link SiteSection} shows. */
interface SiteSectionProps {
  layout: SiteLayout;
  store: ZoneStore;
  intl: IntlShape;
  stillsBase: string;
  staleness: Staleness;
  chosen: ReadonlySet<string>;
  results: ReadonlyMap<string, ZoneResult> | undefined;
  onToggle(groups: readonly string[], on: boolean): void;
  onCheck(group: string, on: boolean): void;
  onOpen(zone: OverviewZone): void;
}

/** The same props, the layouts compared by the zones they show (each layout is new when any site changed). */
function sameSection(a: SiteSectionProps, b: SiteSectionProps): boolean {
  const keys = Object.keys(a) as (keyof SiteSectionProps)[];
  return keys.every((key) => (key === 'layout' ? sameSite(a.layout, b.layout) : a[key] === b[key]));
}

/**
 * One site: its selection box and its zones' cards. Rendered again only when the zones it shows, the
 * selection, the results or the link's staleness changed; never for a status push, which renders the
 * zone's own card alone.
 */
const SiteSection = memo(function SiteSection({
  layout,
  store,
  intl,
  stillsBase,
  staleness,
  chosen,
  results,
  onToggle,
  onCheck,
  onOpen,
}: SiteSectionProps) {
  const t = intl.formatMessage;
  const { site, selectable: groups } = layout;
  const all = groups.length > 0 && groups.every((g) => chosen.has(g));
  const siteName = site || t(texts.noSite);
  return (
    <section data-testid="overview-site" data-site={site}>
      <SiteHeading>
        <label>
          <input
            type="checkbox"
            checked={all}
            disabled={groups.length === 0}
            onChange={(e) => onToggle(groups, e.target.checked)}
            aria-label={t(texts.selectSite, { site: siteName })}
            data-testid="overview-select-site"
          />
          {siteName}
        </label>
      </SiteHeading>
      <ZoneList>
        {layout.groups.map((group) => (
          <ZoneCard
            key={group}
            zone$={store.zone$(group)}
            intl={intl}
            stillsBase={stillsBase}
            staleness={staleness}
            checked={chosen.has(group)}
            onCheck={onCheck}
            onOpen={onOpen}
            result={results?.get(group)}
          />
        ))}
      </ZoneList>
    </section>
  );
}, sameSection);

/**
 * One zone's card: its selection box, and a button that opens its player screen. It reads its zone from
 * `zone$` (the overview's {@link ZoneStore}), so a status push to one zone renders that card alone;
 * otherwise rendered again only when its own props change.
 */
const ZoneCard = memo(function ZoneCard({
  zone$,
  intl,
  stillsBase,
  staleness,
  checked,
  onCheck,
  onOpen,
  result,
}: {
  zone$: Observable<OverviewZone>;
  intl: IntlShape;
  stillsBase: string;
  staleness: Staleness;
  checked: boolean;
  onCheck(group: string, on: boolean): void;
  onOpen(zone: OverviewZone): void;
  result: ZoneResult | undefined;
}) {
  const zone = useObservableEagerState(zone$);
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
    >
      <input
        type="checkbox"
        checked={checked}
        disabled={zone.state.kind === 'offline'}
        onChange={(e) => onCheck(zone.group, e.target.checked)}
        aria-label={labels.select}
        data-testid="overview-select-zone"
      />
      <ZoneButton
        type="button"
        onClick={() => onOpen(zone)}
        disabled={zone.state.kind === 'offline'}
        aria-label={labels.open}
        data-testid="overview-open-zone"
      >
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
      </ZoneButton>
      {result && (
        <Result data-testid="overview-zone-result" data-result={result.kind}>
          {resultText(intl, result)}
        </Result>
      )}
    </ZoneItem>
  );
});
