import { useEffect, useRef, type ReactNode } from 'react';
import styled from 'styled-components';

const Native = styled.dialog`
  border: none;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  padding: ${({ theme }) => theme.space.lg};
  width: min(92vw, 440px);
  &::backdrop { background: rgb(0 0 0 / 0.5); }
`;

/**
 * A modal on the native `<dialog>` (ARCHITECTURE §6): `showModal()` moves focus in and traps it, Escape
 * calls `onClose`, and focus returns to the opener when it closes.
 */
export function Dialog({ open, onClose, labelledBy, describedBy, children }: {
  open: boolean;
  onClose(): void;
  labelledBy: string;
  describedBy?: string;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal?.();
    if (!open && dialog.open) dialog.close();
  }, [open]);
  return (
    <Native ref={ref} aria-labelledby={labelledBy} aria-describedby={describedBy} onCancel={(e) => { e.preventDefault(); onClose(); }}>
      {open && children}
    </Native>
  );
}
