import styled, { keyframes } from 'styled-components';

/** The slow pulse of a loading placeholder. */
export const shimmer = keyframes`from { opacity: 1 } 50% { opacity: 0.55 } to { opacity: 1 }`;

/** A loading placeholder block of the given size. */
export const Skeleton = styled.div<{ $w?: string; $h?: string }>`
  width: ${({ $w = '100%' }) => $w};
  height: ${({ $h = '1em' }) => $h};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.color.skeleton};
  animation: ${shimmer} 1.4s ease-in-out infinite;
`;
