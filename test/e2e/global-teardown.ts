/** Stops the browser and the local service started by global-setup. */
export default async function globalTeardown(): Promise<void> {
  await globalThis.__BROWSER__?.close();
  await globalThis.__SERVICE__?.close();
}
