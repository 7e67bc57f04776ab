/** Stops the local service started by global-setup. */
export default async function globalTeardown(): Promise<void> {
  await globalThis.__SERVICE__?.close();
}
