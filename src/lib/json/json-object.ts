/**
 * True for a JSON object: not null, not an array. Free of valibot, so code of the first paint (the stored
 * selection) can use it without the schemas' chunk.
 */
export function isJsonObject(input: unknown): input is Record<string, unknown> {
  return typeof input === 'object' && input !== null && !Array.isArray(input);
}
