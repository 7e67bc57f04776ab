import { Route, Switch } from 'wouter';
import ChannelsScreen from './channels-screen';
import PlayerListScreen from './player-list-screen';

/** Routes under /player-selector (spec §2): the player list and the zone list. */
export default function SelectorArea() {
  return (
    <Switch>
      <Route path="/channels" component={ChannelsScreen} />
      <Route path="/" component={PlayerListScreen} />
    </Switch>
  );
}
