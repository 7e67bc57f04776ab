import type { ComponentType } from 'react';
import { loadZoneControl } from '../lib/zone/zone-service';
import type { RouteName } from './routes';

/** A route screen's code: a module whose default export is the screen. */
export type ScreenLoader = () => Promise<{ default: ComponentType }>;

/**
 * The code of each route of the route table (src/routing/routes.ts), by route name: one chunk per area
 * (route-level code splitting); webpack fetches a chunk once, whoever asks first. The app runs the
 * signed-in routes' loaders with the signed-in services beside them (src/app/screen-loaders.ts). The chunk names
 * (`webpackChunkName`) are the route table's `chunks`, which is how the build finds the scripts that
 * index.html's page script preloads (src/boot/page/hints.ts).
 */
export const screens: { readonly [name in RouteName]: ScreenLoader } = {
  login: () => import(/* webpackChunkName: "login" */ '../features/account/sign-in/login-screen'),
  forgotPassword: () => import('../features/account/password/forgot-password-screen'),
  resetPassword: () => import('../features/account/password/reset-password-screen'),
  changePassword: () => import('../features/account/password/change-password-screen'),
  // The overview builds its zone controls with the zone control's code (in the player area's chunk).
  overview: () =>
    Promise.all([
      import(/* webpackChunkName: "overview" */ '../features/overview/overview-screen'),
      loadZoneControl(),
    ]).then(([overview]) => overview),
  selector: () => import(/* webpackChunkName: "selector-area" */ '../features/selector/selector-area'),
  // The player area's zone control code rides in its chunk; the area renders once both are in.
  player: () =>
    Promise.all([
      import(/* webpackChunkName: "player-area" */ '../features/player/area/player-area'),
      loadZoneControl(),
    ]).then(([area]) => area),
};
