import styled from 'styled-components';

/** A panel of the overview's activity (the digest, the list, the alerts). */
export const Section = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.md};
  }
  ul {
    margin: 0;
    padding-left: ${({ theme }) => theme.space.md};
  }
  p {
    margin: 0;
  }
`;

/** A row of controls that wraps. */
export const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  align-items: end;
  label {
    display: grid;
    gap: 2px;
    font-size: ${({ theme }) => theme.font.size.sm};
  }
  select {
    min-height: 36px;
  }
`;

/** A quieter line (since when, empty list). */
export const Muted = styled.p`
  color: ${({ theme }) => theme.color.muted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

/** A button that reads as a link (the digest's lines). */
export const LinkButton = styled.button`
  border: 0;
  padding: 0;
  background: none;
  color: ${({ theme }) => theme.color.primary};
  font: inherit;
  text-align: start;
  text-decoration: underline;
  cursor: pointer;
`;
