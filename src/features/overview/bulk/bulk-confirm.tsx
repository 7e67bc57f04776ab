import { useIntl, type IntlShape } from 'react-intl';
import styled from 'styled-components';
import { Button } from '../../../ui/button';
import { Dialog } from '../../../ui/dialog';
import { ENERGY_CONFIRM_BELOW } from '../../../lib/player/zone-rules';
import type { BulkPlan } from './bulk-action';
import { BULK_COUNT_ON_BUTTON_ABOVE, BULK_HALT_SHARE, BULK_STAGED_ABOVE, BULK_WAVE_SIZE } from './bulk-run';
import { confirmLines, type ConfirmSite } from './confirm-lines';
import { actionName, reasonText } from './run-text';
import { Toolbar } from '../overview-screen.styles';
import { overviewTexts as texts } from '../texts';
import { bulkTexts } from './texts';

/** How many sites the confirmation names one per line before "and K more sites". */
export const CONFIRM_SITE_LINES = 3;

/** What {@link BulkConfirm} shows and calls. */
export interface BulkConfirmProps {
  /** The plan to confirm, or `null` while nothing waits for a confirmation (the dialog is closed). */
  plan: BulkPlan | null;
  /** The site of the zone of `group` (the player list's PropertyName; '' for none). */
  siteOf(group: string): string;
  /** True when the zone of `group` is shown under the filters. */
  isShown(group: string): boolean;
  /** True while the link to the hub is lost: Send waits for it. */
  linkLost: boolean;
  titleId: string;
  bodyId: string;
  onSend(): void;
  onCancel(): void;
}

/** A site's line: its zones, and how many of them are skipped and why. */
function siteLine(intl: IntlShape, line: ConfirmSite): string {
  const site = line.site || intl.formatMessage(texts.noSite);
  if (!line.skipped) return intl.formatMessage(bulkTexts.confirmSite, { site, count: line.count });
  const reasons = intl.formatList(line.reasons.map((reason) => reasonText(intl, reason)));
  return intl.formatMessage(bulkTexts.confirmSiteSkipped, {
    site,
    count: line.count,
    skipped: line.skipped,
    reasons,
  });
}

/**
 * The confirmation of a bulk action (docs/design.md "Every zone at a glance"): what will happen, to how many
 * zones, per site with the skipped ones and why (CONFIRM_SITE_LINES lines, then "and K more sites");
 * how many of them the filters hide; the ones to be skipped, by reason; the zones an energy level
 * with fewer than ENERGY_CONFIRM_BELOW tracks goes to (spec §4 Change energy); that a run above
 * BULK_STAGED_ABOVE goes out in waves; and a Send button that counts the zones that will get the
 * command when above BULK_COUNT_ON_BUTTON_ABOVE of them or more than one site (off when none will).
 * Send is the first control, so the opened dialog focuses it (no `autoFocus`: the dialog reads the
 * control that opened it, where the focus goes back, after its content mounts).
 */
export function BulkConfirm(props: BulkConfirmProps) {
  const { plan, titleId, bodyId, onCancel } = props;
  return (
    <Dialog open={plan !== null} onClose={onCancel} labelledBy={titleId} describedBy={bodyId}>
      {plan && <ConfirmBody {...props} plan={plan} />}
    </Dialog>
  );
}

/** The confirmation's content for `plan`. */
function ConfirmBody({
  plan,
  siteOf,
  isShown,
  linkLost,
  titleId,
  bodyId,
  onSend,
  onCancel,
}: BulkConfirmProps & { plan: BulkPlan }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const lines = confirmLines(plan, siteOf, isShown);
  const { count, sending, sites } = lines;
  const action = actionName(intl, plan.action);
  const named = sending > BULK_COUNT_ON_BUTTON_ABOVE || sites.length > 1;
  return (
    <Body data-testid="overview-confirm" data-count={count} data-sending={sending}>
      <h2 id={titleId}>{t(bulkTexts.confirmTitle, { action, count })}</h2>
      <div id={bodyId}>
        <ul data-testid="overview-confirm-sites" data-sites={sites.length}>
          {sites.slice(0, CONFIRM_SITE_LINES).map((line) => (
            <li key={line.site} data-skipped={line.skipped} data-reasons={line.reasons.join(' ')}>
              {siteLine(intl, line)}
            </li>
          ))}
          {sites.length > CONFIRM_SITE_LINES && (
            <li>{t(bulkTexts.confirmMoreSites, { count: sites.length - CONFIRM_SITE_LINES })}</li>
          )}
        </ul>
        {lines.hidden > 0 && (
          <Note data-testid="overview-confirm-hidden" data-count={lines.hidden}>
            {t(bulkTexts.confirmHidden, { count: lines.hidden })}
          </Note>
        )}
        <div data-testid="overview-confirm-skipped" data-skipped={count - sending}>
          {count === sending ? (
            <p>{t(bulkTexts.confirmNoneSkipped)}</p>
          ) : (
            [...lines.skipped].map(([reason, n]) => (
              <p key={reason} data-reason={reason}>
                {t(bulkTexts.confirmSkipped, { count: n, reason: reasonText(intl, reason) })}
              </p>
            ))
          )}
        </div>
        {lines.fewTracks > 0 && (
          <Note data-testid="overview-confirm-few-tracks" data-count={lines.fewTracks}>
            {t(bulkTexts.confirmFewTracks, { count: lines.fewTracks, min: ENERGY_CONFIRM_BELOW })}
          </Note>
        )}
        {sending > BULK_STAGED_ABOVE && (
          <p data-testid="overview-confirm-staged">
            {t(bulkTexts.confirmStaged, { size: BULK_WAVE_SIZE, share: BULK_HALT_SHARE })}
          </p>
        )}
        {sending === 0 && (
          <Note data-testid="overview-confirm-nothing">{t(bulkTexts.confirmNothingToSend)}</Note>
        )}
        {linkLost && <Note data-testid="overview-confirm-offline">{t(bulkTexts.offline)}</Note>}
      </div>
      <Toolbar>
        <Button
          type="button"
          onClick={onSend}
          disabled={linkLost || sending === 0}
          data-testid="overview-confirm-send"
        >
          {named ? t(bulkTexts.sendCount, { action, count: sending }) : t(bulkTexts.send)}
        </Button>
        <Button type="button" $variant="secondary" onClick={onCancel} data-testid="overview-confirm-cancel">
          {t(bulkTexts.cancel)}
        </Button>
      </Toolbar>
    </Body>
  );
}

const Body = styled.div`
  h2 {
    margin-top: 0;
  }
  ul {
    margin: 0 0 ${({ theme }) => theme.space.sm};
    padding-inline-start: 1.2em;
  }
  p {
    margin: 0 0 ${({ theme }) => theme.space.sm};
  }
`;

const Note = styled.p`
  font-weight: 600;
`;
