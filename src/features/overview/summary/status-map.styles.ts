import styled from 'styled-components';

/** The map's frame: its caption (with the keyboard's hint), the canvas and the line naming the active cell. */
export const Figure = styled.figure`
  margin: 0;
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  figcaption {
    display: grid;
    font-weight: 600;
    small {
      font-weight: 400;
      color: ${({ theme }) => theme.color.muted};
    }
  }
  /* The keyboard's hint only where a keyboard is likely: a fine pointer that hovers (not a phone). */
  @media not ((hover: hover) and (pointer: fine)) {
    figcaption small {
      display: none;
    }
  }
  canvas {
    display: block;
    cursor: pointer;
    touch-action: manipulation;
  }
  canvas:focus-visible {
    outline: 3px solid ${({ theme }) => theme.color.focus};
    outline-offset: 3px;
  }
  p {
    margin: 0;
    min-height: 1.5em;
    font-size: ${({ theme }) => theme.font.size.sm};
    white-space: nowrap;
    overflow: hidden;
    text-overflow: ellipsis;
  }
`;
