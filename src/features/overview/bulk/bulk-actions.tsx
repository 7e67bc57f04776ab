import { useId, useState } from 'react';
import type { IntlShape } from 'react-intl';
import styled from 'styled-components';
import { VOLUME_MAX, VOLUME_MIN } from '../../../lib/player/levels';
import { Button } from '../../../ui/button';
import { Field } from '../../../ui/field';
import type { BulkAction } from './bulk-run';
import type { CommonChoices } from './bulk.streams';
import { Toolbar } from '../overview-screen.styles';
import type { BulkView, Panel } from './use-bulk-flow';
import { bulkTexts } from './texts';

/** How far the volume buttons move each zone from its own level (percent). */
export const VOLUME_STEP = 10;
/** Where the level starts when no ticked zone's volume is known (percent). */
const VOLUME_FALLBACK = 50;

/** What {@link BulkActions} shows and calls. */
export interface BulkActionsProps {
  intl: IntlShape;
  view: BulkView;
  /** True while the actions are off (the link to the hub is lost). */
  disabled: boolean;
  /** Whether "More" is open (on a phone it shows the less used actions; see `PHONE_MORE`). */
  more: boolean;
  onMore(): void;
}

/**
 * The class of what a phone shows only once "More" is open (the bar's `data-more`): the less used
 * actions and the selection buttons. From the narrow breakpoint up they are always shown.
 */
export const PHONE_MORE = 'phone-more';

/**
 * The bulk actions: Pause and Play and Volume always; Resume timetable, an advert and a playlist in
 * the row that "More" opens on a phone (shown beside them from the narrow breakpoint up); the volume
 * panel (a level, a slider plus a number checked for VOLUME_MIN–VOLUME_MAX, starting from the ticked
 * zones' median; or a step of VOLUME_STEP from each zone's own level) and the advert or playlist
 * picker, which starts with nothing chosen and sends nothing until a choice is made.
 */
export function BulkActions({ intl, view, disabled, more, onMore }: BulkActionsProps) {
  const t = intl.formatMessage;
  const off = disabled || view.tickedCount === 0 || view.state.run?.stage === 'running';
  const toggle = (panel: Panel) => view.openPanel(view.panel === panel ? null : panel);
  return (
    <>
      <Actions role="group" aria-label={t(bulkTexts.actions)}>
        <Button
          type="button"
          disabled={off}
          onClick={() => view.ask({ kind: 'pause' })}
          data-testid="overview-pause"
        >
          {t(bulkTexts.pause)}
        </Button>
        <Button
          type="button"
          disabled={off}
          onClick={() => view.ask({ kind: 'play' })}
          data-testid="overview-play"
        >
          {t(bulkTexts.play)}
        </Button>
        <Button
          type="button"
          $variant="secondary"
          disabled={off}
          aria-expanded={view.panel === 'volume'}
          onClick={() => toggle('volume')}
          data-testid="overview-volume-open"
        >
          {t(bulkTexts.volumeOpen)}
        </Button>
        <MoreButton
          type="button"
          $variant="ghost"
          aria-expanded={more}
          onClick={onMore}
          data-testid="overview-more"
        >
          {t(bulkTexts.more)}
        </MoreButton>
        <Secondary className={PHONE_MORE}>
          <Button
            type="button"
            $variant="secondary"
            disabled={off}
            onClick={() => view.ask({ kind: 'resume-timetable' })}
            data-testid="overview-resume"
          >
            {t(bulkTexts.resumeTimetable)}
          </Button>
          <Button
            type="button"
            $variant="secondary"
            disabled={off}
            aria-expanded={view.panel === 'advert'}
            onClick={() => toggle('advert')}
            data-testid="overview-pick-advert"
          >
            {t(bulkTexts.playAdvert)}
          </Button>
          <Button
            type="button"
            $variant="secondary"
            disabled={off}
            aria-expanded={view.panel === 'playlist'}
            onClick={() => toggle('playlist')}
            data-testid="overview-pick-playlist"
          >
            {t(bulkTexts.playPlaylist)}
          </Button>
        </Secondary>
      </Actions>
      {!off &&
        view.panel === 'volume' &&
        (view.median === 'loading' ? (
          <p role="status" data-testid="overview-volume-loading">
            {t(bulkTexts.volumeLoading)}
          </p>
        ) : (
          <VolumePanel intl={intl} view={view} start={view.median ?? VOLUME_FALLBACK} />
        ))}
      {!off && (view.panel === 'advert' || view.panel === 'playlist') && (
        <Picker
          intl={intl}
          kind={view.panel}
          choices={view.choices}
          onAsk={view.ask}
          onClose={() => view.openPanel(null)}
        />
      )}
    </>
  );
}

/** "More": shown on a phone only, where it opens the less used actions. */
const MoreButton = styled(Button)`
  @media (min-width: ${({ theme }) => theme.breakpoint.narrow + 1}px) {
    display: none;
  }
`;

/** The less used actions: beside the others from the narrow breakpoint up, behind "More" below it. */
const Secondary = styled.div`
  display: contents;
`;

/** The volume panel: a level (slider and number, validated) or a step from each zone's own level. */
function VolumePanel({ intl, view, start }: { intl: IntlShape; view: BulkView; start: number }) {
  const t = intl.formatMessage;
  const id = useId();
  const [text, setText] = useState(String(start));
  const level = /^\d+$/.test(text.trim()) ? Number(text.trim()) : NaN;
  const valid = Number.isInteger(level) && level >= VOLUME_MIN && level <= VOLUME_MAX;
  return (
    <PanelBox data-testid="overview-volume-panel">
      <Field>
        <label htmlFor={`${id}-n`}>{t(bulkTexts.volumeLevel)}</label>
        <LevelRow>
          <input
            type="range"
            min={VOLUME_MIN}
            max={VOLUME_MAX}
            value={valid ? level : start}
            onChange={(e) => setText(e.target.value)}
            aria-label={t(bulkTexts.volumeLevel)}
            data-testid="overview-volume-slider"
          />
          <input
            id={`${id}-n`}
            type="text"
            inputMode="numeric"
            value={text}
            onChange={(e) => setText(e.target.value)}
            aria-invalid={!valid}
            aria-describedby={valid ? undefined : `${id}-error`}
            data-testid="overview-volume"
          />
          <Button
            type="button"
            disabled={!valid}
            onClick={() => view.ask({ kind: 'volume', percent: level })}
            data-testid="overview-set-volume"
          >
            {t(bulkTexts.setVolume)}
          </Button>
        </LevelRow>
        {!valid && (
          <Invalid id={`${id}-error`} role="alert" data-testid="overview-volume-invalid">
            {t(bulkTexts.volumeInvalid, { min: VOLUME_MIN, max: VOLUME_MAX })}
          </Invalid>
        )}
      </Field>
      <Toolbar>
        <Button
          type="button"
          $variant="secondary"
          onClick={() => view.ask({ kind: 'volume-step', step: -VOLUME_STEP })}
          aria-label={t(bulkTexts.volumeDownLabel, { step: VOLUME_STEP })}
          data-testid="overview-volume-down"
        >
          {t(bulkTexts.volumeDown, { step: VOLUME_STEP })}
        </Button>
        <Button
          type="button"
          $variant="secondary"
          onClick={() => view.ask({ kind: 'volume-step', step: VOLUME_STEP })}
          aria-label={t(bulkTexts.volumeUpLabel, { step: VOLUME_STEP })}
          data-testid="overview-volume-up"
        >
          {t(bulkTexts.volumeUp, { step: VOLUME_STEP })}
        </Button>
      </Toolbar>
    </PanelBox>
  );
}

/** The advert or playlist picker: nothing chosen at first, "Play now" disabled until a choice. */
function Picker({
  intl,
  kind,
  choices,
  onAsk,
  onClose,
}: {
  intl: IntlShape;
  kind: 'advert' | 'playlist';
  choices: CommonChoices | null;
  onAsk(action: BulkAction): void;
  onClose(): void;
}) {
  const t = intl.formatMessage;
  const id = useId();
  const [picked, setPicked] = useState('');
  const loaded = choices?.kind === 'loaded' ? choices : null;
  const choice = loaded?.choices.find((c) => c.key === picked);
  const play = () => {
    if (!loaded || !choice) return;
    onAsk(
      kind === 'advert'
        ? { kind: 'advert', fileName: choice.key, title: choice.label }
        : {
            kind: 'playlist',
            name: choice.key,
            types: new Map(
              [...loaded.types].flatMap(([group, types]) => {
                const type = types.get(choice.key);
                return type === undefined ? [] : [[group, type] as const];
              }),
            ),
          },
    );
  };
  return (
    <PanelBox data-testid="overview-picker" data-kind={kind} aria-busy={!loaded}>
      {!loaded ? (
        <p role="status">{t(bulkTexts.loadingLists)}</p>
      ) : (
        <Toolbar>
          {loaded.choices.length === 0 ? (
            <p role="status" data-testid="overview-no-common">
              {t(bulkTexts.noCommon)}
            </p>
          ) : (
            <>
              <Field>
                <label htmlFor={id}>
                  {t(kind === 'advert' ? bulkTexts.advertField : bulkTexts.playlistField)}
                </label>
                <select
                  id={id}
                  value={picked}
                  onChange={(e) => setPicked(e.target.value)}
                  data-testid="overview-choice"
                >
                  <option value="">{t(bulkTexts.choose)}</option>
                  {loaded.choices.map((c) => (
                    <option key={c.key} value={c.key}>
                      {c.label}
                    </option>
                  ))}
                </select>
              </Field>
              <Button type="button" disabled={!choice} onClick={play} data-testid="overview-play-choice">
                {t(bulkTexts.playNow)}
              </Button>
            </>
          )}
          <Button type="button" $variant="secondary" onClick={onClose}>
            {t(bulkTexts.cancel)}
          </Button>
          {loaded.unlisted.length > 0 && (
            <p role="status">{t(bulkTexts.unlisted, { count: loaded.unlisted.length })}</p>
          )}
        </Toolbar>
      )}
    </PanelBox>
  );
}

/** The action buttons: on a phone the four most used share one row. */
const Actions = styled(Toolbar)`
  align-items: center;
  @media (max-width: ${({ theme }) => theme.breakpoint.narrow}px) {
    gap: ${({ theme }) => theme.space.xs};
    & > button {
      flex: 1 1 0;
      padding-inline: ${({ theme }) => theme.space.sm};
    }
  }
`;

const PanelBox = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  p {
    margin: 0;
  }
`;

/** The slider, the number and Set volume: one row that wraps on a phone. */
const LevelRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  input[type='range'] {
    flex: 1 1 10rem;
    min-height: ${({ theme }) => theme.target};
    margin: 0;
    accent-color: ${({ theme }) => theme.color.primary};
  }
  input[type='text'] {
    width: 5em;
    min-height: ${({ theme }) => theme.target};
    padding: 0 ${({ theme }) => theme.space.sm};
    border-radius: ${({ theme }) => theme.radius.sm};
    border: 1px solid ${({ theme }) => theme.color.border};
    background: ${({ theme }) => theme.color.surface};
    color: ${({ theme }) => theme.color.text};
  }
`;

const Invalid = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.danger};
  font-weight: 600;
`;
