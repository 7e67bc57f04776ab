import {
  downloadStatusLabel,
  storageColour,
} from '../../../../src/features/player/zone-settings/status.streams';

describe('storage colour (spec §4, §9: thresholds 50 and 90 %)', () => {
  it.each([
    [0, 'success'],
    [49.9, 'success'],
    [50, 'warning'],
    [89, 'warning'],
    [89.99, 'warning'],
    [90, 'danger'],
    [100, 'danger'],
  ])('%p %% → %p', (percent, colour) => expect(storageColour(percent)).toBe(colour));
});

describe('download status labels (spec §3, §4)', () => {
  it.each([
    [-2, 'Complete'],
    [-1, 'Paused'],
    [0, 'Waiting'],
    [1, 'Downloading'],
    [2, 'Unknown Status'],
    [-3, 'Unknown Status'],
    [Number.NaN, 'Unknown Status'],
  ])('%p → %p', (status, label) => expect(downloadStatusLabel(status).defaultMessage).toBe(label));

  it('uses the status.* keys', () => expect(downloadStatusLabel(9).id).toBe('status.UnknownStatus'));
});
