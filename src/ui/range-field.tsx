import { useCallback, useId, useState } from 'react';
import styled, { keyframes } from 'styled-components';

const spin = keyframes`to { transform: rotate(360deg); }`;

const Wrap = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  label {
    font-weight: 600;
  }
  output {
    color: ${({ theme }) => theme.color.muted};
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.sm};
  }
  input[type='range'] {
    width: 100%;
    min-height: ${({ theme }) => theme.target};
    accent-color: ${({ theme }) => theme.color.primary};
  }
  input[aria-busy='true'] {
    cursor: progress;
  }
`;

/** The turning ring beside the value while the player has not confirmed it yet. */
const Spinner = styled.span`
  width: 16px;
  height: 16px;
  border-radius: 50%;
  border: 3px solid ${({ theme }) => theme.color.border};
  border-top-color: ${({ theme }) => theme.color.primary};
  animation: ${spin} 0.8s linear infinite;
`;

/** Props of {@link RangeField}. */
export interface RangeFieldProps {
  readonly label: string;
  readonly min: number;
  readonly max: number;
  readonly step?: number;
  /** The committed value (what the device has). */
  readonly value: number;
  /** Text read out and shown for a value (aria-valuetext). */
  valueText(value: number): string;
  /** Called when the user lets go of the slider or presses a key on it (the native `change` event). */
  onCommit(value: number): void;
  /** Called while the thumb moves under the user (the native `input` event). */
  onDrag?(value: number): void;
  /** The value is on its way to the device: aria-busy and a turning ring beside the value. */
  readonly busy?: boolean;
  readonly testId?: string;
  readonly disabled?: boolean;
  /** Keeps the label for assistive technology only (when a heading already names the control). */
  readonly hideLabel?: boolean;
}

/**
 * A labelled native `<input type="range">` with aria-valuetext and a visible output. It follows the pointer
 * while dragging and reports only committed values (native `change`), so a drag sends one command.
 */
export function RangeField(props: RangeFieldProps) {
  const id = useId();
  const [dragging, setDragging] = useState<number | undefined>(undefined);
  const { onCommit } = props;
  const shown = dragging ?? props.value;
  const ref = useCallback(
    (input: HTMLInputElement | null) => {
      if (!input) return;
      const commit = () => {
        setDragging(undefined);
        onCommit(Number(input.value));
      };
      input.addEventListener('change', commit);
      return () => input.removeEventListener('change', commit);
    },
    [onCommit],
  );
  return (
    <Wrap>
      <label htmlFor={id} className={props.hideLabel ? 'visually-hidden' : undefined}>
        {props.label}
      </label>
      <input
        ref={ref}
        id={id}
        type="range"
        min={props.min}
        max={props.max}
        step={props.step ?? 1}
        value={shown}
        aria-valuetext={props.valueText(shown)}
        disabled={props.disabled}
        onChange={(e) => {
          setDragging(Number(e.target.value));
          props.onDrag?.(Number(e.target.value));
        }}
        aria-busy={props.busy}
        data-testid={props.testId}
      />
      <output htmlFor={id} aria-hidden="true">
        {props.valueText(shown)}
        {props.busy && <Spinner data-testid={props.testId ? `${props.testId}-busy` : undefined} />}
      </output>
    </Wrap>
  );
}
