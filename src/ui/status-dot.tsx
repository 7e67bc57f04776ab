import type { ReactNode } from 'react';
import styled from 'styled-components';

/** What a status stands for; each tone has one colour everywhere. */
export type StatusTone = 'success' | 'warning' | 'danger' | 'muted';

const Dot = styled.span<{ $tone: StatusTone }>`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  font-weight: 600;
  color: ${({ $tone, theme }) => ($tone === 'muted' ? theme.color.muted : theme.color[$tone])};
  &::before {
    content: '';
    width: 0.6em;
    height: 0.6em;
    flex: none;
    border-radius: 50%;
    background: currentColor;
  }
`;

/**
 * A status word with a coloured dot before it ("Online" in the success colour, on every screen that
 * shows it). The word carries the meaning; the colour only repeats it.
 */
export function StatusDot({
  tone,
  children,
  testId,
}: {
  tone: StatusTone;
  children: ReactNode;
  testId?: string;
}) {
  return (
    <Dot $tone={tone} data-testid={testId} data-tone={tone}>
      {children}
    </Dot>
  );
}
