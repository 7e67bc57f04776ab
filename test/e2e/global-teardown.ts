/** Stops the browser and the local services started by global-setup. */
export default async function globalTeardown(): Promise<void> {
  await globalThis.__BROWSER__?.close();
  await Promise.all((globalThis.__SERVICES__ ?? []).map((service) => service.close()));
}
