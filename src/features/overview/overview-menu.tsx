import { useIntl } from 'react-intl';
import { absolute, paths } from '../../config/paths';
import { useSignOut } from '../../hooks/use-sign-out';
import { AppMenu } from '../../ui/app-menu';
import { iconHelp, iconHome } from '../../ui/icons/paths';
import { overviewTexts as texts } from './texts';

/**
 * The overview's header menu, as the player screens' Menu offers it (spec §2 Menu): Home (the player
 * list), Help, the language picker and Log out. A native popover: Escape and a click outside close it.
 */
export function OverviewMenu() {
  const intl = useIntl();
  const signOut = useSignOut();
  return (
    <AppMenu
      label={intl.formatMessage(texts.menu)}
      entries={[
        { href: absolute(paths.selector), icon: iconHome, label: intl.formatMessage(texts.menuHome) },
        { href: absolute(paths.help), icon: iconHelp, label: intl.formatMessage(texts.menuHelp) },
      ]}
      logoutLabel={intl.formatMessage(texts.logout)}
      onLogout={() => signOut('user')}
    />
  );
}
