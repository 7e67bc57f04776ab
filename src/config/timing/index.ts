/**
 * Every duration the product uses, in milliseconds unless the name says otherwise. Each doc comment
 * starts with where the rule comes from (a spec section, docs/hub-protocol.md, docs/architecture.md or a
 * design note of docs/design.md), then a colon and the rule, then one `@test` line per test file that pins it.
 * The constants live in this folder, a file per area, and are imported from here (`config/timing`).
 * `test/config/timing/index.test.ts` checks every value against its source and that each listed test
 * exists; `npm run timing:doc` writes the table in `docs/timing.md` from these files (a test fails when
 * that file is out of date).
 *
 * Deadlines decide, ticks display (docs/architecture.md §3): an outcome in time is computed from
 * `scheduler.now()` against a deadline; a `*_TICK_MS` only says how often a display refreshes.
 */

export * from './player';
export * from './session';
export * from './hub';
export * from './app';
export * from './overview';
