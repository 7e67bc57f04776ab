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

/** One zone's card: its selection box beside its open button, and the bulk result below. */
export const ZoneItem = styled.li`
  display: grid;
  grid-template-columns: auto 1fr;
  align-items: start;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radius.md};
  border: 1px solid ${({ theme }) => theme.color.border};
  background: ${({ theme }) => theme.color.surface};
  input[type='checkbox'] {
    width: 24px;
    height: 24px;
    margin: 10px;
  }
`;

/** The button that opens a zone: the thumbnail beside its text column. */
export const ZoneButton = styled.button`
  display: grid;
  grid-template-columns: 56px 1fr;
  gap: ${({ theme }) => theme.space.sm};
  width: 100%;
  min-height: ${({ theme }) => theme.target};
  padding: 0;
  border: none;
  background: none;
  color: inherit;
  font: inherit;
  text-align: start;
  cursor: pointer;
  &:disabled {
    cursor: default;
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

/** A zone's bulk result, across the whole card. */
export const Result = styled.p`
  grid-column: 1 / -1;
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.sm};
`;

/** The warning-coloured "may be out of date" marker. */
export const Marker = styled.span`
  color: ${({ theme }) => theme.color.warning};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: 600;
`;
