import { zonePlaylists } from '../../../server/fleet/catalogue';
import { fleet } from '../../../server/fleet/fixture';
import { trackByFile } from '../../../server/fleet/library';

/**
 * "The next track" must always look different: tests and people tell tracks apart by title on
 * screen, and playback loops from the last track to the first (playback.ts `enabledIndex`).
 */
describe('zone playlists of the whole fleet', () => {
  const playlists = fleet.flatMap((player) =>
    player.zones.flatMap((_, i) =>
      zonePlaylists(player, i + 1).map((playlist) => ({
        where: `${player.PropertyName}/${player.PlayerName} zone ${i + 1} "${playlist.PlaylistName}"`,
        titles: playlist.files.map((file) => trackByFile(file)?.Title),
      })),
    ),
  );

  /** "where: index title" for every track whose title recurs `distance` places later, around the loop. */
  const repeats = (distance: number): string[] =>
    playlists.flatMap(({ where, titles }) =>
      titles.flatMap((title, i) =>
        titles.length > distance && title === titles[(i + distance) % titles.length]
          ? [`${where}: ${i} ${title}`]
          : [],
      ),
    );

  it('covers every playlist of every zone of every player', () => {
    expect(playlists.length).toBeGreaterThan(fleet.length * 12);
    for (const { titles } of playlists) expect(titles).not.toContain(undefined);
  });

  it('never has two consecutive tracks with the same title, including last → first', () => {
    expect(repeats(1)).toEqual([]);
  });

  it('never has the same title one track apart either, so skipping one disabled track cannot repeat it', () => {
    expect(repeats(2)).toEqual([]);
  });
});
