import { useState } from 'react';
import { useObservableState } from 'observable-hooks';
import { useIntl } from 'react-intl';
import { Button } from '../../../ui/controls';
import { Icon } from '../../../ui/icon';
import { iconSupervisorAccount } from '../../../ui/icons/paths';
import { useServices } from '../../../hooks/services-context';
import { impersonateTexts } from '../texts';
import { showImpersonation } from '../streams/impersonation.streams';
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
  const { session, local } = useServices();
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  const impersonating = useObservableState(session.impersonating$, false);
  if (!showImpersonation(local.get('canImpersonate'), impersonating)) return null;
  if (impersonating) {
    return (
      <Button type="button" $variant="secondary" onClick={onUnimpersonate}>
        <Icon path={iconSupervisorAccount} />
        {intl.formatMessage(impersonateTexts.stop)}
      </Button>
    );
  }
  return (
    <>
      <Button type="button" $variant="secondary" aria-haspopup="dialog" onClick={() => setOpen(true)}>
        <Icon path={iconSupervisorAccount} />
        {intl.formatMessage(impersonateTexts.open)}
      </Button>
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
