import type { ComponentProps } from 'react';
import { Button, IconButton } from '../../../ui/button';
import { useBusy } from './use-busy';

/** An icon button that sends a command: busy (aria-busy, a turning ring) while a command under `busyKeys` waits for the player. */
export function CommandIconButton({
  busyKeys,
  ...props
}: ComponentProps<typeof IconButton> & { busyKeys: readonly string[] }) {
  return <IconButton {...props} aria-busy={useBusy(busyKeys)} />;
}

/** A text button that sends a command, busy like {@link CommandIconButton}. */
export function CommandButton({
  busyKeys,
  ...props
}: ComponentProps<typeof Button> & { busyKeys: readonly string[] }) {
  return <Button {...props} aria-busy={useBusy(busyKeys)} />;
}
