import styled from 'styled-components';

/** A raised surface. */
export const Card = styled.section`
  background: ${({ theme }) => theme.color.surface};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  padding: ${({ theme }) => theme.space.md};
`;

/** The heading of a {@link Card}: its icon and title on one line, flush with the card's top. */
export const CardTitle = styled.h2`
  margin-top: 0;
  display: flex;
  gap: 8px;
  align-items: center;
`;
