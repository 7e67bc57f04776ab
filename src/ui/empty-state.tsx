import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Icon } from './icon';

const Box = styled.div`
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => `${theme.space.xl} ${theme.space.md}`};
  text-align: center;
  color: ${({ theme }) => theme.color.muted};
  p {
    margin: 0;
    max-width: 42ch;
    color: ${({ theme }) => theme.color.text};
  }
`;

const Badge = styled.span`
  display: grid;
  place-items: center;
  width: 72px;
  height: 72px;
  border-radius: 50%;
  background: ${({ theme }) => theme.color.surfaceAlt};
  color: ${({ theme }) => theme.color.primary};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;

/**
 * An empty or failed state with room to breathe: a large icon in a round badge, the text and, when
 * given, the actions (retry, sign in, contact). `role` makes it a live region when it appears after
 * a user's action (a search with no match: `status`; a failure: `alert`).
 */
export function EmptyState({
  icon,
  children,
  actions,
  role,
  testId,
}: {
  icon: string;
  children: ReactNode;
  actions?: ReactNode;
  role?: 'status' | 'alert';
  testId?: string;
}) {
  return (
    <Box role={role} data-testid={testId}>
      <Badge>
        <Icon path={icon} size={40} />
      </Badge>
      <p>{children}</p>
      {actions && <Actions>{actions}</Actions>}
    </Box>
  );
}
