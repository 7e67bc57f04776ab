/**
 * Raw, hand-written description of the simulated fleet (player-protocol.md "Fleet fixture").
 * `fixture.ts` turns it into `FleetPlayer` records with deterministic keys and addresses.
 */

/** One player: name, zone names (one per channel), major version, online flag. */
export interface PlayerSeed {
  name: string;
  zones: string[];
  version: '7.4.2' | '8.1.0';
  online: boolean;
  /** Zones (1-based) whose volume the app may not change. */
  noVolume?: number[];
  /** Zones (1-based) that refuse remote play/pause (exactly one in the whole fleet). */
  noPause?: number[];
}

/** A property (site) with its owner and players. */
export interface PropertySeed {
  property: string;
  owner: 'demo' | 'brand2@example.com' | 'brand18@example.com';
  players: PlayerSeed[];
}

const on = (
  name: string,
  zones: string[],
  version: '7.4.2' | '8.1.0' = '8.1.0',
  extra: Partial<PlayerSeed> = {},
): PlayerSeed => ({
  name,
  zones,
  version,
  online: true,
  ...extra,
});
const off = (name: string, zones: string[], version: '7.4.2' | '8.1.0' = '8.1.0'): PlayerSeed => ({
  name,
  zones,
  version,
  online: false,
});

/** 8 demo properties, 26 demo players (4 offline), plus two small branded fleets. */
export const propertySeeds: PropertySeed[] = [
  {
    property: 'Copper Kettle Café',
    owner: 'demo',
    players: [
      on('Counter', ['Main']),
      on('Terrace', ['Main'], '7.4.2', { noVolume: [1] }),
      off('Back Room', ['Main'], '7.4.2'),
    ],
  },
  {
    property: 'Maison Léa Boutique',
    owner: 'demo',
    players: [
      on('Shop Floor', ['Shop Floor', 'Fitting Rooms']),
      on('Window Display', ['Main'], '8.1.0', { noVolume: [1] }),
      on('Stockroom', ['Main'], '7.4.2'),
    ],
  },
  {
    property: 'Northside Fitness',
    owner: 'demo',
    players: [
      on('Gym Floor', ['Weights', 'Cardio', 'Functional'], '8.1.0', { noVolume: [3] }),
      on('Reception', ['Main']),
      on('Spin Studio', ['Studio'], '8.1.0'),
      off('Changing Rooms', ['Men', 'Women'], '7.4.2'),
    ],
  },
  {
    property: 'Grand Riverside Hotel',
    owner: 'demo',
    players: [
      on('Lobby', ['Lobby', 'Bar', 'Restaurant', 'Spa'], '8.1.0', { noVolume: [4], noPause: [4] }),
      on('Rooftop Bar', ['Bar', 'Terrace']),
      on('Breakfast Room', ['Main'], '7.4.2'),
      on('Conference Wing', ['Hall A', 'Hall B', 'Foyer'], '8.1.0', { noVolume: [1, 2] }),
      on('Pool', ['Main'], '7.4.2', { noVolume: [1] }),
    ],
  },
  {
    property: 'Bean There Roasters',
    owner: 'demo',
    players: [on('Espresso Bar', ['Main']), on('Roastery', ['Main'], '7.4.2')],
  },
  {
    property: 'Urban Threads',
    owner: 'demo',
    players: [
      on('Ground Floor', ['Menswear', 'Womenswear']),
      on('Mezzanine', ['Main'], '7.4.2'),
      on('Denim Corner', ['Main']),
    ],
  },
  {
    property: 'The Olive Tree Bistro',
    owner: 'demo',
    players: [
      on('Dining Room', ['Main']),
      on('Bar', ['Bar', 'Lounge'], '7.4.2'),
      off('Patio', ['Main']),
      on('Kitchen', ['Main'], '8.1.0', { noVolume: [1] }),
    ],
  },
  {
    property: 'Lumen Spa & Salon',
    owner: 'demo',
    players: [
      on('Treatment Rooms', ['Room 1', 'Room 2', 'Relaxation']),
      off('Salon Floor', ['Main'], '7.4.2'),
    ],
  },
  {
    property: 'Sundial Garden Centre',
    owner: 'brand2@example.com',
    players: [
      on('Plant Hall', ['Main']),
      on('Garden Café', ['Café', 'Courtyard']),
      off('Farm Shop', ['Main'], '7.4.2'),
    ],
  },
  {
    property: 'Peak Performance Gym',
    owner: 'brand18@example.com',
    players: [on('Main Floor', ['Main', 'Studio']), on('Front Desk', ['Main'], '7.4.2')],
  },
];
