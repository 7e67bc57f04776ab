/**
 * Artwork address of a track (spec §3 Track): `<stillsBase>/<FileName without extension>.jpg`, or
 * `undefined` when there is no file name. The name is URL-encoded; only its last extension is dropped.
 */
export function artworkUrl(stillsBase: string, fileName: string | undefined): string | undefined {
  if (!fileName) return undefined;
  const base = fileName.replace(/\.[^./]+$/, '');
  return `${stillsBase}/${encodeURIComponent(base)}.jpg`;
}
