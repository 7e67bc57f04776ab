import { PDFDocument, PDFName, PDFRawStream } from 'pdf-lib';
import { baseUrl } from '../support/browser';

/** The screens each guide shows (one image per `data-shot` of its template). */
const SCREENS = 15;

/** The illustrated user guides of the Help screen, as the local service serves them (spec §2 Help). */
describe('the user guides (PDF)', () => {
  it.each([
    ['dlp-remote-guide.pdf', 'en-GB', 'Player Remote — User guide'],
    ['dlp-remote-guide-french.pdf', 'fr-FR', 'Player Remote — Guide de l’utilisateur'],
  ])('%s: served, %s, titled, several pages, a screenshot per task', async (file, lang, title) => {
    const response = await fetch(`${baseUrl()}/assets/pdf/${file}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    const pdf = await PDFDocument.load(new Uint8Array(await response.arrayBuffer()));

    expect(pdf.getPageCount()).toBeGreaterThanOrEqual(8);
    expect(pdf.getPageCount()).toBeLessThanOrEqual(16);
    expect(String(pdf.catalog.get(PDFName.of('Lang')))).toBe(`(${lang})`);
    expect(pdf.getTitle()).toBe(title);
    // A4 portrait (595.3 × 841.9 pt, give or take Chromium's rounding to whole pixels).
    const { width, height } = pdf.getPage(0).getSize();
    expect(Math.abs(width - 595.3)).toBeLessThan(1.5);
    expect(Math.abs(height - 841.9)).toBeLessThan(1.5);

    const images = pdf.context
      .enumerateIndirectObjects()
      .filter(
        ([, object]) =>
          object instanceof PDFRawStream && object.dict.get(PDFName.of('Subtype')) === PDFName.of('Image'),
      );
    expect(images.length).toBeGreaterThanOrEqual(SCREENS);
    // Real screenshots, not icons: each at least 300 px wide.
    const wide = images.filter(([, object]) => {
      const w = (object as PDFRawStream).dict.get(PDFName.of('Width'));
      return Number(String(w)) >= 300;
    });
    expect(wide.length).toBeGreaterThanOrEqual(SCREENS);
  });
});
