import { describeWalk } from './engine-walk';

/**
 * The cross-engine walk in WebKit: WebKitGTK's MiniBrowser through WebKitWebDriver (support/engines.ts).
 * Its first step is the sign-in that once left WebKit's page unanswering at the player list (the anchored
 * popovers' position-try fallbacks while closed: src/ui/popover.ts).
 */
describeWalk('webkit', { offline: true });
