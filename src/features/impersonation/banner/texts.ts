import { msg } from '../../../lib/i18n/msg';

// The banner's texts load with the signed-in chrome's chunk, not with the dialog's (../texts.ts).

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
