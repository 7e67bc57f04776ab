import type { IntlShape } from 'react-intl';
import { VOLUME_MAX, VOLUME_MIN } from '../../../lib/player/levels';
import { Button } from '../../../ui/button';
import { Field } from '../../../ui/field';
import type { BulkAction, BulkTarget, CommonChoices } from '../bulk.streams';
import { overviewTexts as texts } from '../texts';
import { Toolbar } from './overview-screen.styles';

/** Which list the user picks from: the adverts or the playlists common to the selected zones. */
export interface Picker {
  readonly kind: 'advert' | 'playlist';
  readonly targets: readonly BulkTarget[];
}

/** The bulk actions without an argument, in the order the bar shows them. */
const SIMPLE_ACTIONS = [
  { kind: 'pause', text: 'pause', testId: 'overview-pause' },
  { kind: 'play', text: 'play', testId: 'overview-play' },
  { kind: 'resume-timetable', text: 'resumeTimetable', testId: 'overview-resume' },
] as const;

/** What {@link BulkActions} shows and the handlers it calls. */
export interface BulkActionsProps {
  intl: IntlShape;
  volumeId: string;
  pickerId: string;
  selectedCount: number;
  busy: boolean;
  volume: number;
  picker: Picker | null;
  choices: CommonChoices | null;
  picked: string;
  onAsk(action: BulkAction): void;
  onVolume(percent: number): void;
  onOpenPicker(kind: Picker['kind']): void;
  onPick(key: string): void;
  onPlayPicked(): void;
  onClosePicker(): void;
}

/** The bulk actions themselves: pause, play, resume, volume, and the advert and playlist pickers. */
export function BulkActions({
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
