import { msg } from '../../lib/i18n/msg';

// The texts of the signed-in chrome (idle countdown, impersonation banner): a module of their own, so
// they load with that chrome's chunk, not with the sign-in screens' texts.

/** Idle warning and countdown (spec §4 Idle, §8). */
export const idleTexts = {
  warning: msg({ id: 'idle.IdleMessage', defaultMessage: 'You have been inactive for a while.' }),
  countdown: msg({
    id: 'idle.Countdown',
    defaultMessage:
      'You will be signed out in {time} because of inactivity. Move the mouse or press a key to stay signed in.',
  }),
};

/** The banner shown while impersonating (spec §4 Impersonation). */
export const bannerTexts = {
  impersonating: msg({
    id: 'impersonate.Banner',
    defaultMessage: 'You are acting as another user. Use Unimpersonate on the player list to return.',
  }),
  impersonatingAccount: msg({
    id: 'impersonate.BannerAccount',
    defaultMessage: 'You are acting as {account}. Use Unimpersonate on the player list to return.',
  }),
};
