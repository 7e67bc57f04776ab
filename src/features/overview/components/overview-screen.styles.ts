import styled from 'styled-components';
import { Field } from '../../../ui/field';

/** A wrapping row of buttons and fields (the filters, the bulk actions, the dialog's buttons). */
export const Toolbar = styled.div`
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
export const Filters = styled(Toolbar)`
  & > ${Field} {
    flex: 1 1 16rem;
  }
`;

/** A site's heading, with its selection box. */
export const SiteHeading = styled.h2`
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

/** A site's cards: one column on a phone, as many as fit on a wider screen. */
export const ZoneList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 340px), 1fr));
`;

/**
 * One zone's card: its selection box, its body and its open button in a row, the bulk result below.
 * A tap anywhere on it toggles its selection: the selected card has the primary colour's border and
 * a tinted background, so the selection reads at a glance.
 */
export const ZoneItem = styled.li<{ $selectable: boolean }>`
  display: grid;
  grid-template-columns: auto 1fr auto;
  align-items: start;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radius.md};
  border: 2px solid ${({ theme }) => theme.color.border};
  background: ${({ theme }) => theme.color.surface};
  cursor: ${({ $selectable }) => ($selectable ? 'pointer' : 'default')};
  &[data-selected='true'] {
    border-color: ${({ theme }) => theme.color.primary};
    background: ${({ theme }) => theme.color.surfaceAlt};
  }
  &:focus-within {
    outline: 2px solid ${({ theme }) => theme.color.primary};
    outline-offset: 2px;
  }
  input[type='checkbox'] {
    width: 24px;
    height: 24px;
    margin: 10px;
    accent-color: ${({ theme }) => theme.color.primary};
  }
`;

/** A card's body: the thumbnail beside its text column. */
export const ZoneBody = styled.div`
  display: grid;
  grid-template-columns: 56px 1fr;
  gap: ${({ theme }) => theme.space.sm};
  min-width: 0;
  min-height: ${({ theme }) => theme.target};
`;

/** The button that opens a zone's player screen: a 44 px target at the card's end. */
export const OpenButton = styled.button`
  display: grid;
  place-items: center;
  width: ${({ theme }) => theme.target};
  height: ${({ theme }) => theme.target};
  padding: 0;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.color.surface};
  color: inherit;
  cursor: pointer;
  &:disabled {
    cursor: default;
    opacity: 0.5;
  }
`;

/**
 * A card's text column, a line per item. Its own rules, not the button's: a rule on every span of the
 * button would also reach the thumbnail and the state's dot, and undo their layout.
 */
export const ZoneText = styled.span`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  min-width: 0;
  overflow-wrap: anywhere;
  small {
    color: ${({ theme }) => theme.color.muted};
  }
`;

/** The square that holds a zone's artwork or its placeholder. */
export const Thumb = styled.span`
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

/** The warning-coloured "may be out of date" marker. */
export const Marker = styled.span`
  color: ${({ theme }) => theme.color.warning};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: 600;
`;

/** The skip links: out of sight until one takes the keyboard focus, then at the top of the screen. */
export const SkipLinks = styled.div`
  a {
    position: fixed;
    inset-inline-start: ${({ theme }) => theme.space.md};
    top: -100px;
    z-index: 30;
    padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
    border-radius: ${({ theme }) => theme.radius.sm};
    background: ${({ theme }) => theme.color.surface};
    color: ${({ theme }) => theme.color.text};
    border: 2px solid ${({ theme }) => theme.color.primary};
  }
  a:focus {
    top: ${({ theme }) => theme.space.sm};
  }
`;
