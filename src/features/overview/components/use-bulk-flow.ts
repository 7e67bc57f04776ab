import { useCallback, useRef, useState } from 'react';
import { useObservable, useObservableState } from 'observable-hooks';
import { of, switchMap } from 'rxjs';
import { useLatest } from '../../../hooks/use-latest';
import {
  bulk$,
  commonChoices$,
  failedTargets,
  skipReason,
  type BulkAction,
  type BulkProgress,
  type BulkTarget,
  type ZoneResult,
} from '../bulk.streams';
import type { OverviewControls, OverviewZone } from '../overview.streams';
import type { OverviewLayout, ZoneStore } from '../overview-view';
import type { Picker } from './bulk-actions';
import type { BulkBarProps } from './bulk-bar';

/** One run of a bulk action: what was sent to which zones. */
export interface Run {
  readonly action: BulkAction;
  readonly targets: readonly BulkTarget[];
}

/** The bulk flow as the screen shows it: the selection, the bar's props, the confirmation and the results. */
export interface BulkFlow {
  /** The selected zones' groups (kept through filtering). */
  readonly chosen: ReadonlySet<string>;
  /** Selects (`on`) or clears the zones of `groups`. Stable. */
  toggle(groups: readonly string[], on: boolean): void;
  /** Selects or clears one zone. Stable. */
  checkZone(group: string, on: boolean): void;
  /** Each zone's result of the run shown, by group. */
  readonly results: ReadonlyMap<string, ZoneResult> | undefined;
  /** What the bulk bar shows and calls, but its element ids and `intl`. */
  readonly bar: Omit<BulkBarProps, 'intl' | 'barId' | 'volumeId' | 'pickerId'>;
  /** The run waiting for its confirmation, and how many of its zones will be skipped. */
  readonly confirming: Run | null;
  readonly skipped: number;
  /** Sends the run being confirmed (once), or drops it. */
  send(): void;
  cancel(): void;
}

/**
 * The overview's selection and bulk actions (README "Every zone at a glance"): the selection, an action
 * asked for and confirmed, its run (a new run replaces the view of the previous one), a list picker, and
 * Retry of the failed zones. The zones are read from `store` when asked, since a status push does not
 * render the screen; `controls` send the commands, `layout` says which zones are shown.
 */
export function useBulkFlow(
  store: ZoneStore,
  controls: OverviewControls | undefined,
  layout: OverviewLayout | undefined,
): BulkFlow {
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const [volume, setVolume] = useState(50);
  const [confirming, setConfirming] = useState<Run | null>(null);
  const [run, setRun] = useState<Run | null>(null);
  // The progress a retry was sent for: a second click on the same results sends nothing more.
  const retried = useRef<BulkProgress | null>(null);
  const [picker, setPicker] = useState<Picker | null>(null);
  const [picked, setPicked] = useState('');

  const progress = useObservableState(
    useObservable(
      (inputs$) =>
        // switchMap: a new run replaces the view of the previous one (its commands were all answered by then).
        inputs$.pipe(switchMap(([current]) => (current ? bulk$(current.targets, current.action) : of(null)))),
      [run],
    ),
    null,
  );
  const busy = progress !== null && progress.summary.pending > 0;
  const choices = useObservableState(
    useObservable(
      (inputs$) =>
        // switchMap: another list (or another selection) replaces the one being asked for.
        inputs$.pipe(
          switchMap(([current]) => (current ? commonChoices$(current.targets, current.kind) : of(null))),
        ),
      [picker],
    ),
    null,
  );

  // The selected zones as they are when asked (an action's skip rule reads their latest status): read
  // from the store at that moment, since a status push does not render this screen.
  const selectedZones = () =>
    [...chosen].map((group) => store.get(group)).filter((z): z is OverviewZone => !!z);
  const selectedCount = [...chosen].filter((group) => store.get(group)).length;

  const toggle = useCallback(
    (groups: readonly string[], on: boolean) =>
      setChosen((current) => {
        const next = new Set(current);
        for (const group of groups) {
          if (on) next.add(group);
          else next.delete(group);
        }
        return next;
      }),
    [],
  );
  const checkZone = useCallback((group: string, on: boolean) => toggle([group], on), [toggle]);

  const targetsOf = (list: readonly OverviewZone[]): BulkTarget[] =>
    controls
      ? list.map((zone) => ({
          control: controls.control(zone.group, zone.zoneIndex),
          status: zone.state.kind === 'live' ? zone.state.status : undefined,
        }))
      : [];

  const ask = (action: BulkAction) => {
    if (busy || !selectedCount) return;
    setConfirming({ action, targets: targetsOf(selectedZones()) });
  };
  const openPicker = (kind: Picker['kind']) => {
    if (busy || !selectedCount) return;
    setPicked('');
    setPicker({ kind, targets: targetsOf(selectedZones()) });
  };
  const playPicked = () => {
    if (!picker || choices?.kind !== 'loaded') return;
    const choice = choices.choices.find((c) => c.key === picked) ?? choices.choices[0];
    if (!choice) return;
    const action: BulkAction =
      picker.kind === 'advert'
        ? { kind: 'advert', fileName: choice.key, title: choice.label }
        : {
            kind: 'playlist',
            name: choice.key,
            types: new Map(
              [...choices.types].flatMap(([group, types]) => {
                const type = types.get(choice.key);
                return type === undefined ? [] : [[group, type] as const];
              }),
            ),
          };
    if (busy) return;
    setConfirming({ action, targets: picker.targets });
    setPicker(null);
  };
  const send = () => {
    // Nothing is sent twice: a second click before the dialog closed sets the same run again (no change).
    if (!confirming) return;
    setRun(confirming);
    setConfirming(null);
  };
  const retry = () => {
    if (!run || !progress || busy || retried.current === progress) return;
    retried.current = progress;
    const failed = failedTargets(run.targets, progress).map((target) => {
      const zone = store.get(target.control.group);
      return { ...target, status: zone?.state.kind === 'live' ? zone.state.status : target.status };
    });
    if (failed.length) setRun({ action: run.action, targets: failed });
  };

  const onAsk = useLatest(ask);
  const onOpenPicker = useLatest(openPicker);
  const onPlayPicked = useLatest(playPicked);
  const onRetry = useLatest(retry);
  const onSelectShown = useLatest(() => toggle(layout?.sites.flatMap((site) => site.selectable) ?? [], true));
  const onSelectNone = useCallback(() => setChosen(new Set()), []);
  const onClosePicker = useCallback(() => setPicker(null), []);
  const onClearResults = useCallback(() => setRun(null), []);

  const skipped = confirming
    ? confirming.targets.filter((target) => skipReason(confirming.action, target.status)).length
    : 0;

  return {
    chosen,
    toggle,
    checkZone,
    results: progress?.results,
    bar: {
      selectedCount,
      busy,
      volume,
      picker,
      choices,
      picked,
      progress,
      canRetry: progress !== null && failedTargets(run?.targets ?? [], progress).length > 0,
      onSelectShown,
      onSelectNone,
      onAsk,
      onVolume: setVolume,
      onOpenPicker,
      onPick: setPicked,
      onPlayPicked,
      onClosePicker,
      onRetry,
      onClearResults,
    },
    confirming,
    skipped,
    send,
    cancel: () => setConfirming(null),
  };
}
