import { useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import type { PlayerListItem } from '../../../lib/api/schemas';
import { filterItems } from '../../../lib/list/filter';
import { EmptyState } from '../../../ui/empty-state';
import { Field } from '../../../ui/field';
import { Grid, gridColumns } from '../../../ui/grid';
import { GroupedList, useGroupedList } from '../../../ui/grouped-list';
import { HEADER_HEIGHT_PX } from '../../../ui/header';
import { Icon } from '../../../ui/icon';
import { iconChevronRight, iconSearchOff, iconWifiOff } from '../../../ui/icons/paths';
import { useWindowWidth } from '../../../hooks/use-window-width';
import { playerFields, siteRows, sitesOf, type Site, type SiteRow } from './sites';
import { selectorTexts } from './texts';
import { PlayerCard } from './player-card';

/** Estimated height of a site's header row in px, until the row is measured. */
const SITE_ROW_ESTIMATE_PX = 60;
/** Estimated height of a row of player cards in px (a card with its gap), until the row is measured. */
const CARD_ROW_ESTIMATE_PX = 104;
/** Rows rendered beyond each edge of the view, so a short scroll or a Tab finds them ready. */
const OVERSCAN_ROWS = 6;
/**
 * Room kept above a site the index jumps to, in px: the sticky header (`src/ui/header.tsx`: its least
 * height and its border) and a little air, so the site's header is not tucked under it.
 */
const JUMP_CLEARANCE_PX = 72;

const estimate = (row: SiteRow | undefined) =>
  row?.kind === 'cards' ? CARD_ROW_ESTIMATE_PX : SITE_ROW_ESTIMATE_PX;
const rowKey = (row: SiteRow | undefined) =>
  row?.kind === 'cards' ? `${row.site.name}\u0000${row.players[0]?.LicenceKey}` : `${row?.site.name}`;

const Tools = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  grid-template-columns: minmax(0, 1fr);
  @media (min-width: ${({ theme }) => theme.breakpoint.narrow}px) {
    grid-template-columns: minmax(0, 2fr) minmax(0, 1fr);
  }
  select {
    min-height: ${({ theme }) => theme.target};
    padding: 0 ${({ theme }) => theme.space.sm};
    border-radius: ${({ theme }) => theme.radius.sm};
    border: 1px solid ${({ theme }) => theme.color.border};
    background: ${({ theme }) => theme.color.surface};
    color: inherit;
    width: 100%;
  }
`;

/** The list: under each row the gap to the next one, smaller under a site's header than under cards. */
const List = styled(GroupedList<SiteRow>)`
  & > [data-row] {
    padding-bottom: ${({ theme }) => theme.space.md};
  }
  & > [data-row='site'] {
    padding-bottom: ${({ theme }) => theme.space.sm};
    background: ${({ theme }) => theme.color.bg};
  }
`;

const SiteHeading = styled.h2`
  margin: 0;
  font-size: inherit;
`;

const SiteButton = styled.button`
  width: 100%;
  min-height: ${({ theme }) => theme.target};
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surfaceAlt};
  color: inherit;
  text-align: start;
  cursor: pointer;
  &:hover {
    border-color: ${({ theme }) => theme.color.primary};
  }
  &[aria-expanded='true'] > svg:first-child {
    transform: rotate(90deg);
  }
  .name {
    flex: 1;
    min-width: 0;
    font-weight: 700;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  .tally {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.xs};
    flex: none;
    font-size: ${({ theme }) => theme.font.size.sm};
    font-weight: 400;
  }
`;

/** Props of {@link SiteList}. */
export interface SiteListProps {
  readonly players: readonly PlayerListItem[];
  onOpen(player: PlayerListItem): void;
  /** The count line above the search, given how many players the search shows. */
  summary(shown: number): ReactNode;
  /** The LicenceKey of the tab's chosen player: its site starts open and in view (coming back to the list). */
  readonly chosen?: string;
  /** The cards do not open (a list last known, until the fresh one is in). */
  readonly disabled?: boolean;
}

/**
 * The player selector at chain scale (docs/design.md "Deliberate differences from the original product"): the
 * players grouped by site (`PropertyName`) in collapsible sections, each header with its tally (players,
 * offline ones); a site index that opens a site, scrolls to it and moves focus to its header; and the
 * spec's search (§5 list filters: player or site name) over every player, which opens the sites it
 * matches. Sections start collapsed (open when the account has one site), except the site of the tab's
 * chosen player, which starts open and in view. Only the rows near the view are in the document
 * (docs/architecture.md §6), whatever the number of players.
 */
export function SiteList({ players, onOpen, summary, chosen, disabled = false }: SiteListProps) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const width = useWindowWidth();
  const searchId = useId();
  const indexId = useId();
  const [query, setQuery] = useState('');
  // The chosen player's site, opened and scrolled to on entry (with two sites or more).
  const [chosenSite] = useState(() => {
    const site = players.find((p) => p.LicenceKey === chosen)?.PropertyName;
    return site !== undefined && players.some((p) => p.PropertyName !== site) ? site : undefined;
  });
  // Sites whose section the user opened or closed against the default.
  const [toggled, setToggled] = useState<ReadonlySet<string>>(
    () => new Set(chosenSite === undefined ? [] : [chosenSite]),
  );
  const matches = useMemo(() => filterItems(players, query, playerFields), [players, query]);
  const sites = useMemo(() => sitesOf(matches, intl.locale), [matches, intl.locale]);
  const openByDefault = query.trim() !== '' || sites.length === 1;
  const rows = useMemo(
    () => siteRows(sites, (site) => toggled.has(site.name) !== openByDefault, gridColumns(width)),
    [sites, toggled, openByDefault, width],
  );

  const listRef = useRef<HTMLDivElement>(null);
  const hasIndex = sites.length > 1;
  const virtualizer = useGroupedList(listRef, {
    rows,
    estimateSize: (index) => estimate(rows[index]),
    getItemKey: (index) => rowKey(rows[index]),
    overscan: OVERSCAN_ROWS,
    scrollPadding: JUMP_CLEARANCE_PX,
    stickyTop: HEADER_HEIGHT_PX,
    measured: true,
  });

  // A jump: scroll to the site's header once its section is open, then (from the index) focus the header.
  const jump = useRef<{ site: string; scrolled: boolean; focus: boolean } | null>(
    chosenSite === undefined ? null : { site: chosenSite, scrolled: false, focus: false },
  );
  useEffect(() => {
    const pending = jump.current;
    if (!pending) return;
    if (!pending.scrolled) {
      const index = rows.findIndex((row) => row.kind === 'site' && row.site.name === pending.site);
      if (index < 0) return;
      pending.scrolled = true;
      virtualizer.scrollToIndex(index, { align: 'start' });
    }
    const header = [
      ...(listRef.current?.querySelectorAll<HTMLElement>('[data-testid="site-toggle"]') ?? []),
    ].find((button) => button.dataset.site === pending.site);
    if (!header) return;
    jump.current = null;
    if (pending.focus) header.focus({ preventScroll: true });
  });

  const toggle = (name: string) =>
    setToggled((before) => {
      const after = new Set(before);
      if (!after.delete(name)) after.add(name);
      return after;
    });
  const goTo = (name: string) => {
    const site = sites.find((s) => s.name === name);
    if (!site) return;
    if (toggled.has(site.name) === openByDefault) toggle(site.name);
    jump.current = { site: site.name, scrolled: false, focus: true };
  };

  return (
    <>
      {summary(matches.length)}
      <Tools>
        <Field>
          <label htmlFor={searchId}>{t(selectorTexts.filter)}</label>
          <input
            id={searchId}
            type="search"
            value={query}
            onChange={(e) => {
              setQuery(e.target.value);
              setToggled(new Set());
            }}
          />
        </Field>
        {hasIndex && (
          <Field>
            <label htmlFor={indexId}>{t(selectorTexts.siteIndex)}</label>
            <select id={indexId} value="" onChange={(e) => goTo(e.target.value)} data-testid="site-index">
              <option value="">{t(selectorTexts.siteIndexChoose, { count: sites.length })}</option>
              {sites.map((site) => (
                <option key={site.name} value={site.name}>
                  {site.name}
                </option>
              ))}
            </select>
          </Field>
        )}
      </Tools>
      {matches.length === 0 ? (
        <EmptyState icon={iconSearchOff} role="status" testId="empty-text">
          {t(selectorTexts.noResults)}
        </EmptyState>
      ) : (
        <List
          rows={rows}
          virtualizer={virtualizer}
          listRef={listRef}
          stickyTop={HEADER_HEIGHT_PX}
          measured
          data-testid="site-list"
          renderRow={(row) =>
            row.kind === 'site' ? (
              <SiteHeader site={row.site} open={row.open} onToggle={toggle} />
            ) : (
              <Grid>
                {row.players.map((player) => (
                  <li key={`${player.LicenceKey}-${player.MacAddress}`}>
                    <PlayerCard player={player} onOpen={onOpen} showSite={false} disabled={disabled} />
                  </li>
                ))}
              </Grid>
            )
          }
        />
      )}
    </>
  );
}

/** A site's section header: a heading whose button opens or closes the section, with the site's tally. */
function SiteHeader({ site, open, onToggle }: { site: Site; open: boolean; onToggle(name: string): void }) {
  const intl = useIntl();
  return (
    <SiteHeading>
      <SiteButton
        type="button"
        aria-expanded={open}
        onClick={() => onToggle(site.name)}
        data-testid="site-toggle"
        data-site={site.name}
      >
        <Icon path={iconChevronRight} />
        <span className="name" title={site.name}>
          {site.name}
        </span>
        <span className="tally">
          {intl.formatMessage(selectorTexts.count, { count: site.players.length })}
        </span>
        {site.offline > 0 && (
          <span className="tally" data-testid="site-offline" data-count={site.offline}>
            <Icon path={iconWifiOff} size={18} />
            {intl.formatMessage(selectorTexts.siteOffline, { count: site.offline })}
          </span>
        )}
      </SiteButton>
    </SiteHeading>
  );
}
