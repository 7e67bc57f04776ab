import { bySiteName } from '../../../src/lib/player/site-names';

describe('the one order of sites', () => {
  it('orders by name in the language, numbers in order, case and accents aside, the sites without a name last', () => {
    const names = ['Branch 10', '', 'branch 2', 'Éclair', 'Abbey', 'Branch 1'];
    expect([...names].sort(bySiteName('en'))).toEqual([
      'Abbey',
      'Branch 1',
      'branch 2',
      'Branch 10',
      'Éclair',
      '',
    ]);
  });
});
