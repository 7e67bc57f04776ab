import { useIntl } from 'react-intl';
import { useMemo } from 'react';
import { digestOf } from '../../../lib/activity-log/digest';
import type { LogView } from '../../../lib/activity-log/activity-log.types';
import { entryText } from '../../../ui/activity/entry-text';
import { Button } from '../../../ui/button';
import { LinkButton, Row, Section } from './activity.styles';
import { overviewActivityTexts as texts } from './texts';

/** What the digest needs. */
export interface ActivityDigestProps {
  readonly view: LogView;
  /** When the overview opened (ms since the epoch): the digest tells what happened before. */
  readonly openedAt: number;
  /** Opens the zone of `group`. */
  readonly onOpen: (group: string) => void;
  readonly onDismiss: () => void;
}

/**
 * "Since you last looked" (docs/design.md "Activity log"): what the log recorded against the last watched period
 * before the overview opened, each line opening its zone; nothing when there is nothing to tell.
 */
export function ActivityDigest({ view, openedAt, onOpen, onDismiss }: ActivityDigestProps) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const digest = useMemo(() => digestOf(view.entries, view.periods, openedAt), [view, openedAt]);
  if (digest.since === undefined || digest.entries.length === 0) return null;
  return (
    <Section data-testid="activity-digest" aria-labelledby="activity-digest-title">
      <h2 id="activity-digest-title">{t(texts.digestTitle, { when: digest.since })}</h2>
      <ul>
        {digest.entries.map((entry, i) => (
          <li key={`${entry.at}-${entry.group}-${i}`}>
            <LinkButton
              type="button"
              data-testid="activity-digest-entry"
              data-group={entry.group}
              data-kind={entry.kind}
              data-zone={entry.zone}
              onClick={() => onOpen(entry.group)}
            >
              {entryText(intl, entry, undefined, true)}
            </LinkButton>
          </li>
        ))}
      </ul>
      <Row>
        <Button type="button" data-testid="activity-digest-dismiss" onClick={onDismiss}>
          {t(texts.dismiss)}
        </Button>
      </Row>
    </Section>
  );
}
