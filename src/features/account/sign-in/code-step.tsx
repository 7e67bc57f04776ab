import type { MouseEvent } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '../../../ui/button';
import { TextField, type FieldState } from '../form/form-fields';
import { loginTexts } from '../texts';
import { useRootNode } from '../../../hooks/root-node';
import { Status } from '../form/account-layout';
import type { LoginInput } from './login-input';
import type { Credentials } from './login.streams';

/*
 * The login's code step (spec §4 Login): shown only after the service asked for a code, so it comes
 * with the sign-in requests' code (login-screen.streams.ts `loginFlow`), not with the first paint.
 */

// Pressing these keeps focus in the code field: its blur would show its error and move them away.
const keepFocus = (event: MouseEvent) => event.preventDefault();

/** What {@link CodeStepActions} acts on: the form's fields and what it sends. */
export interface CodeStepActionsProps {
  /** A sign-in is under way: no new code. */
  readonly busy: boolean;
  readonly fields: {
    readonly username: FieldState;
    readonly password: FieldState;
    readonly code: FieldState;
  };
  /** The form's credentials as typed. */
  readonly credentials: Credentials;
  /** The e-mail field's id: focused when going back to the first step. */
  readonly firstFieldId: string;
  /** Sends to the login's flow (login-screen.streams.ts). */
  submit(input: LoginInput): void;
}

/**
 * The code step's other ways on (spec §4 Login): a new code (disabled while `busy`): the same sign-in
 * again, which has the service mail a fresh code; or back to the first step for another account, with
 * empty fields and the e-mail field focused.
 */
export function CodeStepActions({ busy, fields, credentials, firstFieldId, submit }: CodeStepActionsProps) {
  const t = useIntl().formatMessage;
  const rootNode = useRootNode();
  const props = {
    busy,
    onNewCode: () => {
      fields.code.set('');
      submit({ credentials, code: '', pending: null });
    },
    onOtherAccount: () => {
      // OTHER_ACCOUNT, written out: this chunk takes no code from the login screen's.
      submit('other-account');
      [fields.code, fields.password, fields.username].forEach((field) => field.set(''));
      rootNode.getElementById(firstFieldId)?.focus();
    },
  };
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
      <Button
        type="button"
        $variant="secondary"
        disabled={props.busy}
        onMouseDown={keepFocus}
        onClick={props.onNewCode}
        data-testid="send-new-code"
      >
        {t(loginTexts.sendNewCode)}
      </Button>
      <Button
        type="button"
        $variant="ghost"
        onMouseDown={keepFocus}
        onClick={props.onOtherAccount}
        data-testid="other-account"
      >
        {t(loginTexts.otherAccount)}
      </Button>
    </div>
  );
}

/** The code step's field (spec §4 Login): where the code was sent (`email`), and the code itself. */
export function CodeField({ email, field }: { email: string; field: FieldState }) {
  const t = useIntl().formatMessage;
  return (
    <>
      <Status role="status" data-testid="access-code-sent">
        {t(loginTexts.codeSentTo, { email })}
      </Status>
      <TextField
        id="access-code"
        label={t(loginTexts.accessCode)}
        field={field}
        type="text"
        inputMode="numeric"
        autoComplete="one-time-code"
        autoFocus
      />
    </>
  );
}
