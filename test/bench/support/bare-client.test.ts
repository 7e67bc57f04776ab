import { zoneFrames } from '../../../bench/support/bare-client';
import { PlayerCommand } from '../../../src/lib/player/commands';

describe("the overview bench's floor client (bench/support/bare-client.ts)", () => {
  it('writes per zone its join and its status request, both fire-and-forget, as the overview does, for the zone the group names', () => {
    const frames = zoneFrames(['LIC-A-1', 'LIC-B-2']).map((pair) => pair.map((text) => JSON.parse(text)));
    expect(frames).toEqual([
      [
        { type: 'joinGroup', group: 'LIC-A-1' },
        {
          type: 'sendToGroup',
          group: 'LIC-A-1',
          noEcho: true,
          dataType: 'json',
          data: expect.objectContaining({ command: PlayerCommand.Status, ChannelIndex: 1 }),
        },
      ],
      [
        { type: 'joinGroup', group: 'LIC-B-2' },
        {
          type: 'sendToGroup',
          group: 'LIC-B-2',
          noEcho: true,
          dataType: 'json',
          data: expect.objectContaining({ ChannelIndex: 2 }),
        },
      ],
    ]);
  });
});
