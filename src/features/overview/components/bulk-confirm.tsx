import type { IntlShape } from 'react-intl';
import { Button } from '../../../ui/button';
import { Dialog } from '../../../ui/dialog';
import { overviewTexts as texts } from '../texts';
import { actionName } from './bulk-texts';
import { Toolbar } from './overview-screen.styles';
import type { Run } from './use-bulk-flow';

/** What {@link BulkConfirm} shows and the handlers it calls. */
export interface BulkConfirmProps {
  intl: IntlShape;
  /** The run asked for, or `null` while nothing waits for a confirmation (the dialog is closed). */
  confirming: Run | null;
  /** How many of its zones the run will skip. */
  skipped: number;
  titleId: string;
  bodyId: string;
  onSend(): void;
  onCancel(): void;
}

/** The confirmation of a bulk action: the action and its zone count, how many will be skipped, Send or Cancel. */
export function BulkConfirm({
  intl,
  confirming,
  skipped,
  titleId,
  bodyId,
  onSend,
  onCancel,
}: BulkConfirmProps) {
  const t = intl.formatMessage;
  return (
    <Dialog open={confirming !== null} onClose={onCancel} labelledBy={titleId} describedBy={bodyId}>
      {confirming && (
        <div data-testid="overview-confirm">
          <h2 id={titleId} style={{ marginTop: 0 }}>
            {t(texts.confirmTitle, {
              action: actionName(intl, confirming.action),
              count: confirming.targets.length,
            })}
          </h2>
          <p id={bodyId} data-testid="overview-confirm-skipped" data-skipped={skipped}>
            {t(texts.confirmSkipped, { count: skipped })}
          </p>
          <Toolbar>
            <Button type="button" onClick={onSend} autoFocus data-testid="overview-confirm-send">
              {t(texts.send)}
            </Button>
            <Button type="button" $variant="secondary" onClick={onCancel}>
              {t(texts.cancel)}
            </Button>
          </Toolbar>
        </div>
      )}
    </Dialog>
  );
}
