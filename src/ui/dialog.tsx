import { useEffect, useRef, type ReactNode } from 'react';
import styled from 'styled-components';

const Native = styled.dialog`
  border: none;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  padding: ${({ theme }) => theme.space.lg};
  width: min(92vw, 440px);
  &::backdrop {
    background: rgb(0 0 0 / 0.5);
  }
`;

/**
 * A modal on the native `<dialog>` (docs/architecture.md §6): `showModal()` moves focus in (to the `autoFocus`
 * element, else the first focusable one) and makes the rest of the page inert, so focus stays inside;
 * Escape calls `onClose`; when it closes, focus goes back to the element that had it before it opened
 * (when that is still on the page).
 */
export function Dialog({
  open,
  onClose,
  labelledBy,
  describedBy,
  children,
}: {
  open: boolean;
  onClose(): void;
  labelledBy: string;
  describedBy?: string;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const opener = useRef<Element | null>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      opener.current = (dialog.getRootNode() as Document | ShadowRoot).activeElement;
      dialog.showModal?.();
    }
    if (!open && dialog.open) {
      dialog.close();
      const back = opener.current;
      opener.current = null;
      if (back instanceof HTMLElement && back.isConnected) back.focus();
    }
  }, [open]);
  return (
    <Native
      ref={ref}
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      onCancel={(e) => {
        e.preventDefault();
        onClose();
      }}
    >
      {open && children}
    </Native>
  );
}
