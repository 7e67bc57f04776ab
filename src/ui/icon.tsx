import styled from 'styled-components';

const Svg = styled.svg<{ $size: number }>`
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
  flex: none;
  fill: currentColor;
`;

/** A Material Symbols icon: `path` is one of the constants in ui/icons/paths.ts; `size` in px. Decorative unless `label` is given. */
export function Icon({ path, size = 24, label }: { path: string; size?: number; label?: string }) {
  return (
    <Svg
      $size={size}
      viewBox="0 -960 960 960"
      aria-hidden={label ? undefined : true}
      role={label ? 'img' : undefined}
      aria-label={label}
    >
      <path d={path} />
    </Svg>
  );
}
