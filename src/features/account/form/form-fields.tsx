import { useLayoutEffect, useRef, useState, type InputHTMLAttributes, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { Button } from '../../../ui/button';
import { Field, FieldError, InputWithButton } from '../../../ui/field';
import { Icon } from '../../../ui/icon';
import { iconLock, iconLockOpen, iconVisibility, iconVisibilityOff } from '../../../ui/icons/paths';
import { loginTexts, textById } from '../texts';

const Hint = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.muted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

/** One field's state: the value, whether it was left once, and the message key of its first broken rule. */
export interface FieldState {
  readonly value: string;
  set(value: string): void;
  /** Marks the field touched (on blur, or on a submit attempt) so its error shows. */
  touch(): void;
  /** Message key of the first broken rule (spec §5), shown or not. */
  readonly error: string | undefined;
  /** The error to show: only once the field was touched. */
  readonly shown: string | undefined;
}

/** A field's state with `validate` (a rule of lib/forms/validation.ts) over its value. */
export function useField(validate: (value: string) => string | undefined, initial = ''): FieldState {
  const [value, set] = useState(initial);
  const [touched, setTouched] = useState(false);
  const error = validate(value);
  return { value, set, touch: () => setTouched(true), error, shown: touched ? error : undefined };
}

/** Props of {@link TextField}: the field state, a unique `id`, the visible label and input attributes. */
export interface TextFieldProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'value' | 'onChange' | 'onBlur' | 'id'
> {
  readonly id: string;
  readonly label: string;
  readonly field: FieldState;
  /** Help text, linked with aria-describedby. */
  readonly hint?: string;
}

/**
 * A labelled input whose hint and error are linked with aria-describedby (WCAG 1.3.1, 3.3.1); the error
 * text is the translated message of the field's first broken rule once the field was touched.
 */
export function TextField({ id, label, field, hint, ...input }: TextFieldProps) {
  return <FieldBody id={id} label={label} field={field} hint={hint} input={input} />;
}

/** A password input with a show/hide toggle inside its end (spec §2): eye icons, or lock icons with `lockIcons`. */
export function PasswordField({ lockIcons, ...props }: TextFieldProps & { readonly lockIcons?: boolean }) {
  const intl = useIntl();
  const [visible, setVisible] = useState(false);
  const icon = lockIcons ? (visible ? iconLockOpen : iconLock) : visible ? iconVisibilityOff : iconVisibility;
  const toggle = (
    <Button
      type="button"
      $variant="ghost"
      aria-pressed={visible}
      aria-controls={props.id}
      onClick={() => setVisible((v) => !v)}
      aria-label={intl.formatMessage(visible ? loginTexts.hidePassword : loginTexts.showPassword)}
    >
      <Icon path={icon} />
    </Button>
  );
  return (
    <FieldBody
      {...props}
      input={{ ...withoutField(props), type: visible ? 'text' : 'password' }}
      trailing={toggle}
    />
  );
}

function withoutField({
  id: _id,
  label: _label,
  field: _field,
  hint: _hint,
  ...input
}: TextFieldProps): InputHTMLAttributes<HTMLInputElement> {
  return input;
}

function FieldBody({
  id,
  label,
  field,
  hint,
  input,
  trailing,
}: {
  id: string;
  label: string;
  field: FieldState;
  hint?: string;
  input: InputHTMLAttributes<HTMLInputElement>;
  trailing?: ReactNode;
}) {
  const intl = useIntl();
  const descriptor = textById(field.shown);
  const ref = useRef<HTMLInputElement>(null);
  // Taking over markup rendered at build time (src/embed/mount.tsx), the input may hold what was typed
  // before the app ran: the field adopts it, and as the value then equals the input's, React leaves the
  // input, its caret and its focus alone.
  const { set } = field;
  useLayoutEffect(() => {
    const typed = ref.current?.value;
    if (typed) set(typed);
  }, [set]);
  const describedBy =
    [hint && `${id}-hint`, descriptor && `${id}-error`].filter(Boolean).join(' ') || undefined;
  const control = (
    <input
      {...input}
      ref={ref}
      id={id}
      name={id}
      value={field.value}
      aria-invalid={!!descriptor}
      aria-describedby={describedBy}
      onChange={(e) => field.set(e.target.value)}
      onBlur={field.touch}
    />
  );
  return (
    <Field>
      <label htmlFor={id}>{label}</label>
      {trailing ? (
        <InputWithButton>
          {control}
          {trailing}
        </InputWithButton>
      ) : (
        control
      )}
      {hint && <Hint id={`${id}-hint`}>{hint}</Hint>}
      {descriptor && (
        <FieldError id={`${id}-error`} role="alert">
          {intl.formatMessage(descriptor)}
        </FieldError>
      )}
    </Field>
  );
}
