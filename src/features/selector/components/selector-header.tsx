import { useObservableState } from 'observable-hooks';
import { useIntl } from 'react-intl';
import { map, timer } from 'rxjs';
import { SKELETON_MS } from '../../../config/timing';
import { Button, Skeleton } from '../../../ui/controls';
import { Header, Logo } from '../../../ui/header';
import { Icon } from '../../../ui/icon';
import { iconLogout } from '../../../ui/icons/paths';
import { LanguagePicker } from '../../../ui/language-picker';
import { useServices } from '../../../ui/services-context';

/** Selector header (spec §2 Headers): brand logo after a 1500 ms skeleton, language, and logout. */
export function SelectorHeader({ onLogout }: { onLogout(): void }) {
  const { config, local, scheduler } = useServices();
  const intl = useIntl();
  const ready = useObservableState(() => timer(SKELETON_MS, scheduler).pipe(map(() => true)), false);
  const clientType = local.get<string>('clientTypeId') ?? '0';
  const logo = config.logos[clientType] ?? config.logos['1'] ?? '';
  return (
    <Header
      start={ready ? <Logo src={logo} alt={intl.formatMessage({ id: 'common.Logo', defaultMessage: 'Player Remote' })} /> : <Skeleton $w="120px" $h="36px" data-testid="logo-skeleton" />}
      end={
        <>
          <LanguagePicker />
          <Button type="button" $variant="ghost" onClick={onLogout}>
            <Icon path={iconLogout} />
            {intl.formatMessage({ id: 'common.Logout', defaultMessage: 'Log out' })}
          </Button>
        </>
      }
    />
  );
}
