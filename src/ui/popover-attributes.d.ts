import 'react';

/**
 * The native Popover API's attributes (HTML living standard, "The popover attribute"), which
 * React 18's types do not list. React 18 passes unknown lowercase attributes through to the DOM
 * unchanged, so they are written lowercase: `popover="auto"` on the panel, `popovertarget={id}`
 * on the button that toggles it.
 */
declare module 'react' {
  // Merged declarations must repeat React's type parameter, used or not.
  /* eslint-disable @typescript-eslint/no-unused-vars */
  interface HTMLAttributes<T> {
    /** Makes the element a popover: `auto` light-dismisses on Escape and outside clicks. */
    popover?: 'auto' | 'manual' | '';
  }
  interface ButtonHTMLAttributes<T> {
    /** The id of the popover this button toggles. */
    popovertarget?: string;
    /** What the button does to its popover; `toggle` when absent. */
    popovertargetaction?: 'toggle' | 'show' | 'hide';
  }
  /* eslint-enable @typescript-eslint/no-unused-vars */
}
