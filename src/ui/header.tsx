import type { ReactNode } from 'react';
import styled from 'styled-components';

/** Top bar: start slot (back button), title, end slot (language, menu). Wraps on narrow screens. */
export const HeaderBar = styled.header`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  background: ${({ theme }) => theme.color.surface};
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
  flex-wrap: wrap;
  min-height: 60px;
`;

const Title = styled.div`
  flex: 1;
  min-width: 0;
  font-weight: 700;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

/** Header with `start`, a title and `end`. */
export function Header({ start, title, end }: { start?: ReactNode; title?: ReactNode; end?: ReactNode }) {
  return (
    <HeaderBar>
      {start}
      <Title>{title}</Title>
      {end}
    </HeaderBar>
  );
}

/** The brand logo for a clientTypeId (spec §9: 1 and default, 2, 18). */
export function Logo({ src, alt }: { src: string; alt: string }) {
  return <img src={src} alt={alt} height={36} style={{ display: 'block', maxWidth: 160 }} />;
}
