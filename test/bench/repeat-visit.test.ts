import {
  repeatVisitGoals,
  repeatVisitReport,
  summariseRepeatVisits,
  type RepeatVisit,
} from '../../bench/repeat-visit';

const run = (overrides: Partial<RepeatVisit>): RepeatVisit => ({
  screen: 'player',
  fcpMs: 500,
  lcpMs: 700,
  statusMs: 650,
  lastKnown: true,
  controlled: true,
  shellMs: 120,
  workersThrottled: 1,
  skeleton: true,
  ...overrides,
});

describe('summariseRepeatVisits', () => {
  it('takes the lower median per screen and meets the goals at their bounds', () => {
    const [player] = summariseRepeatVisits([
      run({ fcpMs: 600, lcpMs: 1_000, statusMs: 900 }),
      run({ fcpMs: 400, lcpMs: 800 }),
      run({ fcpMs: 900, lcpMs: 2_000 }),
    ]);
    expect(player).toEqual({
      screen: 'player',
      runs: 3,
      fcpMs: 600,
      fcpWorstMs: 900,
      lcpMs: 1_000,
      statusMs: 650,
      fcpMet: true,
      lcpMet: true,
      lcpWithStatusMs: 1_000,
      lcpWithStatusWorstMs: 2_000,
      shellMs: 120,
      uncontrolled: 0,
      live: 0,
      skeleton: 3,
    });
  });

  it('misses the LCP goal when the status comes after the largest paint and past the goal', () => {
    const [list] = summariseRepeatVisits([run({ screen: 'player list', lcpMs: 900, statusMs: 3_000 })]);
    expect(list).toMatchObject({ fcpMet: true, lcpMet: false });
  });

  it('meets nothing when a run was not controlled by the worker or gave no paint', () => {
    expect(summariseRepeatVisits([run({}), run({ controlled: false })])[0]).toMatchObject({
      fcpMet: false,
      lcpMet: false,
    });
    expect(summariseRepeatVisits([run({ fcpMs: null, lcpMs: null })])[0]).toMatchObject({
      fcpMs: null,
      fcpMet: false,
      lcpMet: false,
    });
  });

  it('keeps the screens in the order they were visited', () => {
    const screens = summariseRepeatVisits([
      run({ screen: 'player list' }),
      run({}),
      run({ screen: 'player list' }),
    ]);
    expect(screens.map((s) => [s.screen, s.runs])).toEqual([
      ['player list', 2],
      ['player', 1],
    ]);
  });
});

describe('repeatVisitReport', () => {
  it('gives a summary row per screen and a row per run with its status kind', () => {
    const lines = repeatVisitReport(
      [run({ screen: 'player list', lastKnown: false }), run({ statusMs: null })],
      [1, 2, 3],
      [4, 5, 6],
    );
    expect(lines[0]).toContain('1.0 / 2.0 / 3.0');
    expect(lines[0]).toContain('4.0 / 5.0 / 6.0');
    expect(lines.filter((l) => l.startsWith('| player list |'))).toHaveLength(2);
    expect(
      lines.some((l) => l.startsWith('| player list | 120 | 500 | 700 | 650 | live | yes | yes | 1 |')),
    ).toBe(true);
    expect(lines.some((l) => l.startsWith('| player | 120 | 500 | 700 | – | none | yes | yes | 1 |'))).toBe(
      true,
    );
    expect(lines).toEqual(
      expect.arrayContaining(
        repeatVisitGoals([run({ screen: 'player list', lastKnown: false }), run({ statusMs: null })]),
      ),
    );
  });
});

describe('repeatVisitGoals', () => {
  it('says each goal of each screen met, with its median, and no cause when met', () => {
    expect(repeatVisitGoals([run({})])).toEqual([
      '- player: first paint ≤ 600 ms: met (median 500 ms, worst 500 ms).',
      '- player: LCP ≤ 1,000 ms with a status in the page: met (median 700 ms, worst 700 ms; status 650 ms).',
    ]);
  });

  it('gives the cause and the lever of a goal not met, by what the runs measured', () => {
    const late = repeatVisitGoals([run({ fcpMs: 800, lcpMs: 1_400, statusMs: 1_300, skeleton: false })]);
    expect(late[0]).toContain('first paint ≤ 600 ms: not met (median 800 ms, worst 800 ms)');
    expect(late[1]).toMatch(/^ {2}- cause: the worker's shell was in after 120 ms/);
    expect(late[1]).toContain('0 of 1 runs had a frame of the screen');
    expect(late[2]).toMatch(/^ {2}- lever: /);
    expect(late[3]).toContain('LCP ≤ 1,000 ms with a status in the page: not met (median 1,400 ms');
    expect(late[4]).toMatch(/^ {2}- cause: the last known status was in the page after 1,300 ms/);
    expect(late[5]).toMatch(/^ {2}- lever: /);

    const skeleton = repeatVisitGoals([run({ fcpMs: 800 })]);
    expect(skeleton[1]).toMatch(
      /^ {2}- cause: the shell painted the screen's skeleton before any of the app's scripts ran/,
    );
    expect(skeleton[2]).toMatch(/^ {2}- lever: a lighter shell/);

    const live = repeatVisitGoals([run({ screen: 'player list', lastKnown: false, statusMs: 3_000 })]);
    expect(live[2]).toContain('cause: in 1 of 1 runs the first status was the live one');

    const uncontrolled = repeatVisitGoals([run({ controlled: false })]);
    expect(uncontrolled[1]).toContain('cause: 1 of 1 runs were not controlled by the service worker');
    expect(uncontrolled.filter((l) => l.includes('not controlled'))).toHaveLength(2);
  });
});
