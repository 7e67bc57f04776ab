/** @jest-environment jsdom */
import { render } from '@testing-library/react';
import {
  ServicesContext,
  SignedInServicesContext,
  SignedInServicesProvider,
  useSignedInServices,
} from '../../src/hooks/services-context';
import type { SignedInServices } from '../../src/lib/services';
import { fakeServices } from '../support/fake-services';

/** Writes the signed-in services it is given into `seen`. */
function Probe({ seen }: { seen: SignedInServices[] }) {
  seen.push(useSignedInServices());
  return null;
}

describe('SignedInServicesProvider (the signed-in screens services, built with their code)', () => {
  it('builds the signed-in services once per app: a second signed-in screen of the app gets the same', () => {
    const services = fakeServices({ signedIn: true });
    const built: SignedInServices[] = [];
    const create = () => {
      const made = { ...services };
      built.push(made);
      return made;
    };
    const seen: SignedInServices[] = [];
    const screen = (
      <SignedInServicesProvider create={create}>
        <Probe seen={seen} />
      </SignedInServicesProvider>
    );
    const app = render(<ServicesContext.Provider value={services}>{screen}</ServicesContext.Provider>);
    app.unmount();
    render(<ServicesContext.Provider value={services}>{screen}</ServicesContext.Provider>);
    expect(built).toHaveLength(1);
    expect(seen).toEqual([built[0], built[0]]);
    // Another app (other services) gets its own.
    render(<ServicesContext.Provider value={fakeServices()}>{screen}</ServicesContext.Provider>);
    expect(built).toHaveLength(2);
  });

  it('keeps the signed-in services an outer provider gave', () => {
    const services = fakeServices({ signedIn: true });
    const create = jest.fn(() => ({ ...services }));
    const seen: SignedInServices[] = [];
    render(
      <ServicesContext.Provider value={services}>
        <SignedInServicesContext.Provider value={services}>
          <SignedInServicesProvider create={create}>
            <Probe seen={seen} />
          </SignedInServicesProvider>
        </SignedInServicesContext.Provider>
      </ServicesContext.Provider>,
    );
    expect(create).not.toHaveBeenCalled();
    expect(seen).toEqual([services]);
  });

  it('throws when a component outside a signed-in screen asks for them', () => {
    const services = fakeServices();
    const reported = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() =>
      render(
        <ServicesContext.Provider value={services}>
          <Probe seen={[]} />
        </ServicesContext.Provider>,
      ),
    ).toThrow('useSignedInServices must be used inside a signed-in screen');
    reported.mockRestore();
  });
});
