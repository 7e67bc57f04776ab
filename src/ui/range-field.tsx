import { useCallback, useId, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useObservableCallback, useSubscription } from 'observable-hooks';
import { useIntl } from 'react-intl';
import styled, { keyframes } from 'styled-components';
import { msg } from '../lib/i18n/msg';
import { useServices } from '../hooks/services-context';
import { IconButton } from './button';
import { Icon } from './icon';
import { iconAdd, iconRemove } from './icons/paths';
import { rangeCommits$, type RangeIntent } from './range-field.streams';

const texts = {
  decrease: msg({ id: 'common.RangeDecrease', defaultMessage: 'Decrease {name}' }),
  increase: msg({ id: 'common.RangeIncrease', defaultMessage: 'Increase {name}' }),
};

/** Keys that move a native range input. */
const MOVE_KEYS = new Set([
  'ArrowUp',
  'ArrowDown',
  'ArrowLeft',
  'ArrowRight',
  'PageUp',
  'PageDown',
  'Home',
  'End',
]);

const spin = keyframes`to { transform: rotate(360deg); }`;

const Wrap = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  max-width: 560px;
  label {
    font-weight: 600;
  }
`;

/** −, the slider, +, and the value: one row; the value keeps its width so the row never jumps. */
const Row = styled.div<{ $beside: boolean }>`
  display: grid;
  grid-template-columns: ${({ $beside }) => ($beside ? 'auto minmax(0, 1fr) auto minmax(4.5ch, auto)' : 'auto minmax(0, 1fr) auto')};
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  input[type='range'] {
    width: 100%;
    min-height: ${({ theme }) => theme.target};
    margin: 0;
    accent-color: ${({ theme }) => theme.color.primary};
  }
  input[aria-busy='true'] {
    cursor: progress;
  }
  output {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.xs};
    font-weight: 700;
    font-variant-numeric: tabular-nums;
    white-space: nowrap;
  }
`;

/** Half the native thumb's width, in px: the thumb's centre travels this far in from either end. */
const THUMB_HALF = 8;
/** Least room between two stop labels, in px, before only the current one is named. */
const LABEL_GAP = 6;

/**
 * Labelled stops under the track (its second row, in the slider's column): a tick under each value and
 * its label centred on it. When the labels do not fit side by side (a phone, a long language), only the
 * current value's label shows; the others keep their ticks (`data-crowded`).
 */
const Stops = styled.ol`
  grid-column: 2;
  position: relative;
  list-style: none;
  margin: 0;
  padding: 0;
  height: calc(1.5em + 6px);
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.color.muted};
  li {
    position: absolute;
    top: 0;
    left: calc(${THUMB_HALF}px + (100% - ${2 * THUMB_HALF}px) * var(--at));
    transform: translateX(-50%);
    display: grid;
    justify-items: center;
    gap: 2px;
    white-space: nowrap;
  }
  li::before {
    content: '';
    width: 2px;
    height: 4px;
    background: currentColor;
  }
  li[aria-current='true'] {
    color: ${({ theme }) => theme.color.text};
    font-weight: 700;
  }
  /* A value that cannot be chosen (no tracks at that energy level): struck through. */
  li[data-empty] span {
    text-decoration: line-through;
  }
  &[data-crowded] li:not([aria-current='true']) span {
    visibility: hidden;
  }
`;

/** The stops of {@link RangeField}: labels under their values, only the current one when they would touch. */
function StopLabels({
  labels,
  min,
  step,
  shown,
  usable,
}: {
  labels: readonly string[];
  min: number;
  step: number;
  shown: number;
  usable?(value: number): boolean;
}) {
  const list = useRef<HTMLOListElement>(null);
  const [crowded, setCrowded] = useState(false);
  const key = labels.join('\n');
  useLayoutEffect(() => {
    const element = list.current;
    if (!element || labels.length < 2 || typeof ResizeObserver === 'undefined') return;
    const measure = () => {
      const slot = (element.clientWidth - 2 * THUMB_HALF) / (labels.length - 1);
      const widest = Math.max(
        ...[...element.querySelectorAll('span')].map((span) => span.getBoundingClientRect().width),
      );
      setCrowded(widest + LABEL_GAP > slot);
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
    // The labels' text (a language switch) is what changes their widths.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return (
    <Stops ref={list} aria-hidden="true" data-crowded={crowded || undefined}>
      {labels.map((label, i) => (
        <li
          key={i}
          aria-current={min + i * step === shown}
          data-empty={usable?.(min + i * step) === false || undefined}
          style={{ ['--at' as string]: i / (labels.length - 1) }}
        >
          <span>{label}</span>
        </li>
      ))}
    </Stops>
  );
}

/** The value on its own line under the slider (long values such as "Mid tempo · 345 tracks"). */
const Below = styled.p`
  margin: 0;
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  color: ${({ theme }) => theme.color.muted};
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
  /** How far the − and + buttons move the value; `step` when absent. */
  readonly buttonStep?: number;
  /** The committed value (what the device has). */
  readonly value: number;
  /** Text read out for a value (aria-valuetext). */
  valueText(value: number): string;
  /** Short text shown beside the slider (e.g. "66%"); without it, `valueText` shows under the slider. */
  display?(value: number): string;
  /** Labels of the values from `min` to `max`, shown as stops under the track. */
  readonly stops?: readonly string[];
  /** Called once the value settles: a pointer let go, or no key or button moved it for a moment. */
  onCommit(value: number): void;
  /** Called while the value moves under the user, before it settles. */
  onDrag?(value: number): void;
  /** The value is on its way to the device: aria-busy and a turning ring beside the value. */
  readonly busy?: boolean;
  readonly testId?: string;
  readonly disabled?: boolean;
  /** Keeps the label for assistive technology only (when a heading already names the control). */
  readonly hideLabel?: boolean;
  /**
   * Whether a value can be chosen (e.g. an energy level with tracks); all can when absent. − and + skip
   * the others and are disabled when none is left that way; their stops are marked `data-empty`.
   */
  usable?(value: number): boolean;
}

/** The nearest value `direction` steps of `by` away from `from` that `usable` accepts, within min–max. */
function nextUsable(
  from: number,
  direction: 1 | -1,
  by: number,
  { min, max, usable }: Pick<RangeFieldProps, 'min' | 'max' | 'usable'>,
): number | undefined {
  for (let v = from + direction * by; v >= min && v <= max; v += direction * by)
    if (!usable || usable(v)) return v;
  const edge = direction > 0 ? max : min;
  if (edge !== from && (direction > 0 ? edge > from : edge < from) && (!usable || usable(edge))) return edge;
  return undefined;
}

/**
 * A labelled native `<input type="range">` between − and + buttons, with its value beside it and
 * aria-valuetext. It follows the pointer while dragging and commits once the value settles: a pointer
 * on release, keys (arrows, Page Up/Down, Home/End) and the buttons once they pause
 * (SLIDER_SETTLE_MS) or focus leaves, so ten presses send one command.
 */
export function RangeField(props: RangeFieldProps) {
  const id = useId();
  const intl = useIntl();
  const { scheduler } = useServices();
  const [moving, setMoving] = useState<number | undefined>(undefined);
  const keyed = useRef(false);
  const { onCommit, onDrag } = props;
  const shown = moving ?? props.value;
  const step = props.step ?? 1;
  const [intend, commits$] = useObservableCallback<number, RangeIntent>((intent$) =>
    rangeCommits$(intent$, scheduler),
  );
  useSubscription(commits$, (value) => {
    setMoving(undefined);
    onCommit(value);
  });
  // The native `change` (React's onChange is `input`): a key's or a pointer's release.
  const ref = useCallback(
    (input: HTMLInputElement | null) =>
      input?.addEventListener('change', () =>
        intend({ kind: keyed.current ? 'key' : 'release', value: Number(input.value) }),
      ),
    [intend],
  );
  const move = (value: number) => {
    setMoving(value);
    onDrag?.(value);
  };
  const lower = nextUsable(shown, -1, props.buttonStep ?? step, props);
  const higher = nextUsable(shown, 1, props.buttonStep ?? step, props);
  const nudge = (direction: 1 | -1) => {
    const next = direction > 0 ? higher : lower;
    if (next === undefined) return;
    move(next);
    intend({ kind: 'key', value: next });
  };
  const value = (
    <>
      {(props.display ?? props.valueText)(shown)}
      {props.busy && <Spinner data-testid={props.testId ? `${props.testId}-busy` : undefined} />}
    </>
  );
  const valueId = props.testId ? `${props.testId}-value` : undefined;
  return (
    <Wrap>
      <label htmlFor={id} className={props.hideLabel ? 'visually-hidden' : undefined}>
        {props.label}
      </label>
      <Row $beside={!!props.display}>
        <IconButton
          type="button"
          aria-label={intl.formatMessage(texts.decrease, { name: props.label })}
          disabled={props.disabled || lower === undefined}
          onClick={() => nudge(-1)}
          data-testid={props.testId ? `${props.testId}-decrease` : undefined}
        >
          <Icon path={iconRemove} />
        </IconButton>
        <input
          ref={ref}
          id={id}
          type="range"
          min={props.min}
          max={props.max}
          step={step}
          value={shown}
          aria-valuetext={props.valueText(shown)}
          disabled={props.disabled}
          onKeyDown={(e: KeyboardEvent) => {
            keyed.current = MOVE_KEYS.has(e.key);
          }}
          onPointerDown={() => {
            keyed.current = false;
          }}
          onBlur={() => intend({ kind: 'blur' })}
          onChange={(e) => move(Number(e.target.value))}
          aria-busy={props.busy}
          data-testid={props.testId}
        />
        <IconButton
          type="button"
          aria-label={intl.formatMessage(texts.increase, { name: props.label })}
          disabled={props.disabled || higher === undefined}
          onClick={() => nudge(1)}
          data-testid={props.testId ? `${props.testId}-increase` : undefined}
        >
          <Icon path={iconAdd} />
        </IconButton>
        {props.display && (
          <output htmlFor={id} aria-hidden="true" data-testid={valueId}>
            {value}
          </output>
        )}
        {props.stops && (
          <StopLabels labels={props.stops} min={props.min} step={step} shown={shown} usable={props.usable} />
        )}
      </Row>
      {!props.display && (
        <Below aria-hidden="true" data-testid={valueId}>
          {value}
        </Below>
      )}
    </Wrap>
  );
}
