/**
 * A page script of index.html, after the templates that scripts/prerender.ts writes at the end of its
 * body, bundled on its own and written inline (webpack.config.js, with the page's CSP nonce): shows the
 * first screen rendered at build time, in the visit's language (`<html data-initial-language>`, from
 * ./hints.ts), when the address is a prerendered route's (src/boot/routes.ts) that anyone may see, no
 * one is signed in, and the screen will render just as it was rendered (no inactivity notice, no `?h=`
 * sign-in). It fills in the remembered e-mail and the remember-me box, as the screen will, and keeps the
 * form from submitting natively until the app has taken the markup over (src/embed/mount.tsx), which
 * keeps what was typed meanwhile. Only on the app's own page (no host configuration). Then it drops the
 * templates.
 */
import { routeAt, routes } from '../routes';
import { PRERENDERED_ATTRIBUTE } from '../../embed/prerendered';
import { LOGIN_FIELD_IDS } from '../../features/account/login-fields';
import { DEFAULT_LANGUAGE } from '../../lib/i18n/languages';
import { localStore } from '../../lib/storage/web-storage';
import { appPath, bundleFolder } from './visit';

const html = document.documentElement;
const templates = [...document.querySelectorAll<HTMLTemplateElement>(`template[${PRERENDERED_ATTRIBUTE}]`)];
try {
  const host = document.getElementById('player-remote');
  const of = (name: string) => templates.find((t) => t.getAttribute(PRERENDERED_ATTRIBUTE) === name);
  const style = of('style');
  const screen = of(html.dataset.initialLanguage || DEFAULT_LANGUAGE);
  const folder = bundleFolder();
  const route = folder && routeAt(appPath(folder) + location.search);
  const shows =
    host &&
    style &&
    screen &&
    route &&
    routes[route].prerendered &&
    routes[route].audience === 'anyone' &&
    !window.PLAYER_REMOTE_CONFIG &&
    !localStore.get('accessToken') &&
    !localStore.get('inactive') &&
    !new URLSearchParams(location.search).has('h');
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
for (const template of templates) template.remove();
