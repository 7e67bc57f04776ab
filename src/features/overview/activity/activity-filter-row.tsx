import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import type { ActivityEntry } from '../../../lib/activity-log/entries';
import { KIND_TEXTS, type ActivityFilter, type KindFilter } from './activity-filters';
import { Row } from './activity.styles';
import { overviewActivityTexts as texts } from './texts';

/** What the activity's filters need. */
export interface ActivityFilterRowProps {
  /** The entries shown: their sites and zones are the choices. */
  readonly entries: readonly ActivityEntry[];
  readonly filter: ActivityFilter;
  readonly onChange: (filter: ActivityFilter) => void;
}

/** The activity list's filters (docs/design.md "Activity log"): by site, by zone and by kind of change. */
export function ActivityFilterRow({ entries, filter, onChange }: ActivityFilterRowProps) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const sites = useMemo(() => [...new Set(entries.map((e) => e.site).filter(Boolean))].sort(), [entries]);
  const zones = useMemo(() => {
    const named = new Map<string, string>();
    entries.forEach((e) => named.set(e.group, e.zone ? `${e.zone} · ${e.player}` : e.group));
    return [...named].sort((a, b) => a[1].localeCompare(b[1]));
  }, [entries]);
  return (
    <Row>
      <label>
        {t(texts.site)}
        <select
          data-testid="activity-site"
          value={filter.site}
          onChange={(e) => onChange({ ...filter, site: e.target.value })}
        >
          <option value="">{t(texts.all)}</option>
          {sites.map((s) => (
            <option key={s} value={s}>
              {s}
            </option>
          ))}
        </select>
      </label>
      <label>
        {t(texts.zone)}
        <select
          data-testid="activity-zone"
          value={filter.group}
          onChange={(e) => onChange({ ...filter, group: e.target.value })}
        >
          <option value="">{t(texts.all)}</option>
          {zones.map(([g, name]) => (
            <option key={g} value={g}>
              {name}
            </option>
          ))}
        </select>
      </label>
      <label>
        {t(texts.kind)}
        <select
          data-testid="activity-kind"
          value={filter.kind}
          onChange={(e) => onChange({ ...filter, kind: e.target.value as KindFilter })}
        >
          <option value="all">{t(texts.all)}</option>
          {(Object.keys(KIND_TEXTS) as (keyof typeof KIND_TEXTS)[]).map((k) => (
            <option key={k} value={k}>
              {t(KIND_TEXTS[k])}
            </option>
          ))}
        </select>
      </label>
    </Row>
  );
}
