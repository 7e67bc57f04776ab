import { describeWalk } from './engine-walk';

/** The cross-engine walk in Gecko: Debian's firefox-esr over WebDriver BiDi (support/engines.ts). */
describeWalk('gecko', { offline: true });
