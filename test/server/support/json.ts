/**
 * A decoded JSON value in test assertions. Answers and frames are checked with `expect`, never
 * trusted, so tests may reach into them freely; this is the one place that allows it.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see above
export type Json = any;
