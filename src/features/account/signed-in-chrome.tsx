/**
 * What every page shows while signed in, in one chunk that src/app/routes.tsx fetches on sign-in:
 * the impersonation banner (spec §4 Impersonation) and the idle detector (spec §4 Idle).
 */
export { IdleWatcher } from './idle/idle-watcher';
export { ImpersonationBanner } from '../impersonation/banner/impersonation-banner';
