import type { ComponentProps } from 'react';
import styled from 'styled-components';
import { clamp } from './clamp';

const Heading = styled.h1`
  margin: 0;
  font-size: clamp(1.45rem, 1.1rem + 1.6vw, 2rem);
  line-height: 1.25;
  ${clamp(2)}
`;

/**
 * A screen's heading: never more than two lines, however long the player, zone or playlist name in
 * it; a text heading also carries its full text as a tooltip.
 */
export function ScreenTitle({ children, ...rest }: ComponentProps<typeof Heading>) {
  return (
    <Heading title={typeof children === 'string' ? children : undefined} {...rest}>
      {children}
    </Heading>
  );
}
