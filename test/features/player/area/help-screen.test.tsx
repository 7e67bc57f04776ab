/**
 * @jest-environment jsdom
 */
import { act, screen } from '@testing-library/react';
import { helpTexts } from '../../../../src/features/player/area/texts';
import { renderPlayerScreen, zonePlayer } from '../../../support/render-player-area';
import { english } from '../../../support/texts';

describe('HelpScreen (spec §2 Help)', () => {
  it('offers the English guide to download', () => {
    renderPlayerScreen('/help', { player: zonePlayer() });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(english(helpTexts.heading));
    const link = screen.getByTestId('guide-download');
    expect(link).toHaveAttribute('href', '/assets/pdf/dlp-remote-guide.pdf');
    expect(link).toHaveAttribute('download');
  });

  it('offers the French guide in French, and follows a change of language', async () => {
    const view = renderPlayerScreen('/help', { player: zonePlayer(), language: 'fr' });
    expect(screen.getByTestId('guide-download')).toHaveAttribute(
      'href',
      '/assets/pdf/dlp-remote-guide-french.pdf',
    );
    expect(screen.getByRole('heading', { level: 1 })).not.toHaveTextContent(english(helpTexts.heading));
    await act(async () => view.services.language.setLanguage('de'));
    expect(screen.getByTestId('guide-download')).toHaveAttribute('href', '/assets/pdf/dlp-remote-guide.pdf');
  });
});
