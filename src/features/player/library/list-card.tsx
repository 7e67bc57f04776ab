import type { ReactNode } from 'react';
import styled from 'styled-components';
import { clamp } from '../../../ui/clamp';

const Item = styled.article<{ $current: boolean }>`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  min-height: 72px;
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radius.md};
  border: 1px solid ${({ $current, theme }) => ($current ? theme.color.primary : theme.color.border)};
  background: ${({ theme }) => theme.color.surface};
  h2,
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.md};
    ${clamp(2)}
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.color.muted};
    font-size: ${({ theme }) => theme.font.size.sm};
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 2px 6px;
    min-width: 0;
  }
  p > span {
    ${clamp(1)}
  }
`;

const Text = styled.div`
  flex: 1;
  min-width: 0;
  display: grid;
  gap: 2px;
`;

/**
 * One card of a player list (playlists, tracks, adverts): a leading visual, a title (two lines at most,
 * the full text as a tooltip), muted detail lines and trailing actions. `current` outlines the item
 * playing.
 */
export function ListCard({
  lead,
  title,
  lines,
  actions,
  current = false,
  testId,
}: {
  lead?: ReactNode;
  title: ReactNode;
  lines?: readonly ReactNode[];
  actions: ReactNode;
  current?: boolean;
  testId?: string;
}) {
  return (
    <Item $current={current} data-testid={testId} data-current={current}>
      {lead}
      <Text>
        <h2 title={typeof title === 'string' ? title : undefined}>{title}</h2>
        {lines?.map((line, i) => (
          <p key={i}>{line}</p>
        ))}
      </Text>
      {actions}
    </Item>
  );
}
