import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '../../../ui/button';
import { Field } from '../../../ui/field';
import type { BulkAction } from './bulk-action';
import type { CommonChoice, CommonChoices } from './choices.streams';
import { Toolbar } from '../overview-screen.styles';
import { PanelBox } from './panel.styles';
import { bulkTexts } from './texts';

/** The action of playing `choice`: the advert, or the playlist with its type on each zone. */
function choiceAction(
  kind: 'advert' | 'playlist',
  choice: CommonChoice,
  loaded: Extract<CommonChoices, { kind: 'loaded' }>,
): BulkAction {
  if (kind === 'advert') return { kind: 'advert', fileName: choice.key, title: choice.label };
  const types = [...loaded.types].flatMap(([group, types]) => {
    const type = types.get(choice.key);
    return type === undefined ? [] : [[group, type] as const];
  });
  return { kind: 'playlist', name: choice.key, types: new Map(types) };
}

/** The advert or playlist picker: nothing chosen at first, "Play now" disabled until a choice. */
export function ChoicePicker({
  kind,
  choices,
  onAsk,
  onClose,
}: {
  kind: 'advert' | 'playlist';
  choices: CommonChoices;
  onAsk(action: BulkAction): void;
  onClose(): void;
}) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const id = useId();
  const [picked, setPicked] = useState('');
  const loaded = choices.kind === 'loaded' ? choices : null;
  const choice = loaded?.choices.find((c) => c.key === picked);
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
              <Button
                type="button"
                disabled={!choice}
                onClick={() => choice && onAsk(choiceAction(kind, choice, loaded))}
                data-testid="overview-play-choice"
              >
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
