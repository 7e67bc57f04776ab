import { createContext, useContext } from 'react';
import { CONNECTION_OK, type ConnectionView } from './connection.streams';

/** What the player area knows about the link (docs/design.md "Honest about the connection"), for the banner and the now-playing card. */
export const ConnectionContext = createContext<ConnectionView>(CONNECTION_OK);

/** The link as the player screens should describe it. */
export function useConnection(): ConnectionView {
  return useContext(ConnectionContext);
}
