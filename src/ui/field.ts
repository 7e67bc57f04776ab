import styled from 'styled-components';

/** Labelled text input row. */
export const Field = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  label {
    font-weight: 600;
    font-size: ${({ theme }) => theme.font.size.sm};
  }
  input[type='text'],
  input[type='email'],
  input[type='password'],
  input[type='search'] {
    min-height: ${({ theme }) => theme.target};
    padding: 0 ${({ theme }) => theme.space.md};
    border-radius: ${({ theme }) => theme.radius.sm};
    border: 1px solid ${({ theme }) => theme.color.border};
    background: ${({ theme }) => theme.color.surface};
    width: 100%;
  }
  input[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.color.danger};
  }
`;

/** Validation message under a field. */
export const FieldError = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.danger};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

/**
 * An input with a button inside its right end (the password eye): the button sits in the field's
 * padding, so the two read as one control; it keeps a 40 px target.
 */
export const InputWithButton = styled.div`
  position: relative;
  display: flex;
  input[type] {
    flex: 1;
    min-width: 0;
    padding-inline-end: 52px;
  }
  & > button {
    position: absolute;
    inset-inline-end: 2px;
    top: 50%;
    transform: translateY(-50%);
    width: 40px;
    min-height: 40px;
    padding: 0;
    border-radius: 50%;
    color: ${({ theme }) => theme.color.muted};
  }
  & > button[aria-pressed='true'] {
    color: ${({ theme }) => theme.color.primary};
  }
`;
