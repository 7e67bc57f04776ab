import { useState } from 'react';
import { useObservableState } from 'observable-hooks';
import { useIntl } from 'react-intl';
import { HeaderButton, HeaderLabel } from '../../ui/header';
import { Icon } from '../../ui/icon';
import { iconSupervisorAccount } from '../../ui/icons/paths';
import { useServices } from '../../hooks/services-context';
import { impersonateTexts } from './texts';
import { showImpersonation } from './impersonation.streams';
import { ImpersonationDialog } from './impersonation-dialog';

/**
 * The impersonate / unimpersonate button of the player selector (spec §2, §4 Impersonation): shown
 * only when the user may impersonate (canImpersonate) or is impersonating (hasImpersonated).
 * Impersonate opens the dialog; unimpersonate calls `onUnimpersonate` (clear the session, go to login).
 */
export function ImpersonationControl({
  onImpersonated,
  onUnimpersonate,
}: {
  onImpersonated(): void;
  onUnimpersonate(): void;
}) {
  const { session } = useServices();
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  const impersonating = useObservableState(session.impersonating$, false);
  const canImpersonate = useObservableState(session.canImpersonate$, false);
  if (!showImpersonation(canImpersonate, impersonating)) return null;
  if (impersonating) {
    return (
      <HeaderButton type="button" $variant="secondary" onClick={onUnimpersonate} data-testid="unimpersonate">
        <Icon path={iconSupervisorAccount} />
        <HeaderLabel>{intl.formatMessage(impersonateTexts.stop)}</HeaderLabel>
      </HeaderButton>
    );
  }
  return (
    <>
      <HeaderButton
        type="button"
        $variant="secondary"
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
        data-testid="impersonate"
      >
        <Icon path={iconSupervisorAccount} />
        <HeaderLabel>{intl.formatMessage(impersonateTexts.open)}</HeaderLabel>
      </HeaderButton>
      <ImpersonationDialog
        open={open}
        onClose={() => setOpen(false)}
        onImpersonated={() => {
          setOpen(false);
          onImpersonated();
        }}
      />
    </>
  );
}
