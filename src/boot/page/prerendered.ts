/**
 * A page script of index.html, after the templates that scripts/prerender.ts writes at the end of its
 * body, bundled on its own and written inline (webpack.config.js, with the page's CSP nonce): shows the
 * first screen rendered at build time, in the visit's language (`<html data-initial-language>`, from
 * ./hints.ts), when no one is signed in and the visit opens on a prerendered route of the route table
 * (src/routing/routes.ts): at its own address, or by the redirect the router would make (a signed-in
 * route, or an unknown address, leads a signed-out visit to the login screen, spec §2). It makes that
 * redirect itself, remembering a signed-in route for after the sign-in as the router does, so the app
 * starts at the screen's address and takes the copy over. It fills in the remembered e-mail and the
 * remember-me box, as the screen will, and keeps the form from submitting natively until the app has
 * taken the markup over (src/embed/mount.tsx), which keeps what was typed meanwhile. What the screen
 * shows beyond its markup (the inactivity notice, the sign-in by `?h=`) comes with the app. Only on the
 * app's own page (no host configuration). On a signed-in visit of the player page it shows instead that
 * screen's skeleton (src/embed/prerendered.ts `SKELETON_ATTRIBUTE`) in the visit's language, with
 * the stored brand's accent (`data-brand`), which the app replaces once its screen commits; the head's
 * script adds the entry only after a frame of it (./hints.ts). Then it drops the templates.
 */
import { openingRoute, routeAt, routes } from '../../routing/routes';
import { SKELETON_ATTRIBUTE, PRERENDERED_ATTRIBUTE } from '../../embed/prerendered';
import { LOGIN_FIELD_IDS } from '../../features/account/sign-in/login-fields';
import { DEFAULT_LANGUAGE } from '../../lib/i18n/languages';
import { rememberReturnTo } from '../../lib/session/return-to';
import { localStore, tabStore } from '../../lib/storage/web-storage';
import { appPath, bundleFolder, opensOnSkeleton } from './visit';

const html = document.documentElement;
const templates = [...document.querySelectorAll<HTMLTemplateElement>(`template[${PRERENDERED_ATTRIBUTE}]`)];
const skeletons = [...document.querySelectorAll<HTMLTemplateElement>(`template[${SKELETON_ATTRIBUTE}]`)];
try {
  const host = document.getElementById('player-remote');
  const of = (name: string) => templates.find((t) => t.getAttribute(PRERENDERED_ATTRIBUTE) === name);
  const style = of('style');
  const screen = of(html.dataset.initialLanguage || DEFAULT_LANGUAGE);
  const folder = bundleFolder();
  const path = folder && appPath(folder);
  const signedIn = !!localStore.get('accessToken');
  const route = path !== undefined ? openingRoute(path + location.search, signedIn) : undefined;
  const shows =
    host &&
    style &&
    screen &&
    folder &&
    path !== undefined &&
    route &&
    routes[route].prerendered &&
    routes[route].audience === 'anyone' &&
    !window.PLAYER_REMOTE_CONFIG &&
    !signedIn;
  if (shows && routeAt(path + location.search) !== route) {
    // The router's redirect (src/app/routes.tsx), made before the app starts.
    rememberReturnTo(tabStore, path);
    const base = folder.pathname.replace(/\/+$/, '');
    history.replaceState(history.state, '', `${base}${routes[route].path}`);
  }
  if (shows) {
    const copy = screen.content.cloneNode(true) as DocumentFragment;
    const wrapper = copy.firstElementChild;
    wrapper?.prepend(style.content.cloneNode(true));
    const field = (id: string) => copy.getElementById(id) as HTMLInputElement | null;
    const email = localStore.get('rememberedEmail');
    const username = field(LOGIN_FIELD_IDS.username);
    if (typeof email === 'string' && username) username.value = email;
    const rememberMe = field(LOGIN_FIELD_IDS.rememberMe);
    if (rememberMe) rememberMe.checked = localStore.get('rememberMe') === true;
    document.addEventListener(
      'submit',
      (event) => {
        if ((event.target as Element).closest(`[${PRERENDERED_ATTRIBUTE}]`)) event.preventDefault();
      },
      true,
    );
    host.append(copy);
    html.lang = screen.dataset.locale ?? html.lang;
  }
} catch {
  // The app renders the screen itself.
}
try {
  // A signed-in visit of the player page: its skeleton, which the app replaces with the screen (src/embed/mount.tsx).
  const host = document.getElementById('player-remote');
  const of = (name: string) => skeletons.find((t) => t.getAttribute(SKELETON_ATTRIBUTE) === name);
  const style = of('style');
  const screen = of(html.dataset.initialLanguage || DEFAULT_LANGUAGE);
  const folder = bundleFolder();
  const signedIn = !!localStore.get('accessToken');
  if (host && style && screen && folder && opensOnSkeleton(folder, signedIn)) {
    const copy = screen.content.cloneNode(true) as DocumentFragment;
    copy.firstElementChild?.prepend(style.content.cloneNode(true));
    const brand = localStore.get('clientTypeId');
    const root = copy.querySelector<HTMLElement>(`[${SKELETON_ATTRIBUTE}] > :not(style)`);
    if (root && typeof brand === 'string' && brand !== '') root.dataset.brand = brand;
    host.append(copy);
    html.lang = screen.dataset.locale ?? html.lang;
  }
} catch {
  // The app renders the screen itself.
}
for (const template of [...templates, ...skeletons]) template.remove();
