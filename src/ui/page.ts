import styled from 'styled-components';

/** Page body: centred column with comfortable padding; never wider than the viewport. */
export const Page = styled.main`
  max-width: 1200px;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space.md};
  display: grid;
  gap: ${({ theme }) => theme.space.md};
`;
