/**
 * The attribute of the element a screen asks to be focused on arrival (a login's first field), before
 * its heading (src/ui/route-focus.tsx). Its own module, so a screen can mark a field without loading
 * the focus code, which comes after the first paint.
 */
export const ROUTE_FOCUS = 'data-route-focus';
