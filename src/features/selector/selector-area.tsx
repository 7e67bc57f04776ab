import { Route, Switch } from 'wouter';
import { paths, within } from '../../config/paths';
import ZonesScreen from './zones/zones-screen';
import PlayerListScreen from './players/player-list-screen';

/** Routes under /player-selector (spec §2): the player list and the zone list. */
export default function SelectorArea() {
  return (
    <Switch>
      <Route path={within(paths.selector, paths.zones)} component={ZonesScreen} />
      <Route path={within(paths.selector, paths.selector)} component={PlayerListScreen} />
    </Switch>
  );
}
