import { msg } from '../../../lib/i18n/msg';

// The idle countdown's texts load with the signed-in chrome's chunk, not with the account screens' texts.

/** Idle warning and countdown (spec §4 Idle, §8). */
export const idleTexts = {
  warning: msg({ id: 'idle.IdleMessage', defaultMessage: 'You have been inactive for a while.' }),
  countdown: msg({
    id: 'idle.Countdown',
    defaultMessage:
      'You will be signed out in {time} because of inactivity. Move the mouse or press a key to stay signed in.',
  }),
};
