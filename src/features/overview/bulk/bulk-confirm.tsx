import type { IntlShape } from 'react-intl';
import styled from 'styled-components';
import { Button } from '../../../ui/button';
import { Dialog } from '../../../ui/dialog';
import {
  BULK_COUNT_ON_BUTTON_ABOVE,
  BULK_HALT_SHARE,
  BULK_STAGED_ABOVE,
  BULK_WAVE_SIZE,
  skipReason,
  type BulkPlan,
  type SkipReason,
} from './bulk-run';
import { actionName } from './run-texts';
import { Toolbar } from '../overview-screen.styles';
import { overviewTexts as texts } from '../texts';
import { bulkTexts } from './texts';

/** How many sites the confirmation names one per line before "and K more sites". */
export const CONFIRM_SITE_LINES = 3;

/** What {@link BulkConfirm} shows and calls. */
export interface BulkConfirmProps {
  intl: IntlShape;
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

/** The reason word the skipped line's text selects on. */
const REASON_WORD: Record<SkipReason, string> = {
  'pause-not-allowed': 'pause',
  'volume-not-allowed': 'volume',
  'volume-unknown': 'unknown',
};

/**
 * The confirmation of a bulk action (README "Every zone at a glance"): what will happen, to how many
 * zones, per site (CONFIRM_SITE_LINES lines, then "and K more sites"); how many of them the filters
 * hide; the ones to be skipped, with their reason; that a run above BULK_STAGED_ABOVE goes out in
 * waves; and a Send button that names the count when above BULK_COUNT_ON_BUTTON_ABOVE zones or more
 * than one site.
 */
export function BulkConfirm({
  intl,
  plan,
  siteOf,
  isShown,
  linkLost,
  titleId,
  bodyId,
  onSend,
  onCancel,
}: BulkConfirmProps) {
  const t = intl.formatMessage;
  const sites = new Map<string, number>();
  const skipped = new Map<SkipReason, number>();
  let hidden = 0;
  for (const zone of plan?.zones ?? []) {
    const site = siteOf(zone.group);
    sites.set(site, (sites.get(site) ?? 0) + 1);
    if (!isShown(zone.group)) hidden++;
    const reason = plan ? skipReason(plan.action, zone.status) : undefined;
    if (reason) skipped.set(reason, (skipped.get(reason) ?? 0) + 1);
  }
  const count = plan?.zones.length ?? 0;
  const skippedCount = [...skipped.values()].reduce((a, b) => a + b, 0);
  const action = plan ? actionName(intl, plan.action) : '';
  const named = count > BULK_COUNT_ON_BUTTON_ABOVE || sites.size > 1;
  const listed = [...sites].slice(0, CONFIRM_SITE_LINES);
  return (
    <Dialog open={plan !== null} onClose={onCancel} labelledBy={titleId} describedBy={bodyId}>
      {plan && (
        <Body data-testid="overview-confirm">
          <h2 id={titleId}>{t(bulkTexts.confirmTitle, { action, count })}</h2>
          <div id={bodyId}>
            <ul data-testid="overview-confirm-sites" data-sites={sites.size}>
              {listed.map(([site, n]) => (
                <li key={site}>{t(bulkTexts.confirmSite, { site: site || t(texts.noSite), count: n })}</li>
              ))}
              {sites.size > CONFIRM_SITE_LINES && (
                <li>{t(bulkTexts.confirmMoreSites, { count: sites.size - CONFIRM_SITE_LINES })}</li>
              )}
            </ul>
            {hidden > 0 && (
              <Note data-testid="overview-confirm-hidden" data-count={hidden}>
                {t(bulkTexts.confirmHidden, { count: hidden })}
              </Note>
            )}
            <div data-testid="overview-confirm-skipped" data-skipped={skippedCount}>
              {skippedCount === 0 ? (
                <p>{t(bulkTexts.confirmNoneSkipped)}</p>
              ) : (
                [...skipped].map(([reason, n]) => (
                  <p key={reason} data-reason={reason}>
                    {t(bulkTexts.confirmSkippedReason, { count: n, reason: REASON_WORD[reason] })}
                  </p>
                ))
              )}
            </div>
            {count - skippedCount > BULK_STAGED_ABOVE && (
              <p data-testid="overview-confirm-staged">
                {t(bulkTexts.confirmStaged, { size: BULK_WAVE_SIZE, share: BULK_HALT_SHARE })}
              </p>
            )}
            {linkLost && <Note data-testid="overview-confirm-offline">{t(bulkTexts.offline)}</Note>}
          </div>
          <Toolbar>
            <Button
              type="button"
              onClick={onSend}
              disabled={linkLost}
              autoFocus
              data-testid="overview-confirm-send"
            >
              {named ? t(bulkTexts.sendCount, { action, count }) : t(bulkTexts.send)}
            </Button>
            <Button
              type="button"
              $variant="secondary"
              onClick={onCancel}
              data-testid="overview-confirm-cancel"
            >
              {t(bulkTexts.cancel)}
            </Button>
          </Toolbar>
        </Body>
      )}
    </Dialog>
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
