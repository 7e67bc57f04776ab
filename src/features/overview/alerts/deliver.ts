/** Whether this page may show system notifications: the browser's answer, or `unsupported`. */
export type AlertPermission = NotificationPermission | 'unsupported';

/** The page's notification permission now, without asking (never asked on load). */
export function alertPermission(): AlertPermission {
  return typeof globalThis.Notification === 'function' ? globalThis.Notification.permission : 'unsupported';
}

/**
 * Asks the browser for the permission to notify; call it only from a user's gesture (the "Turn on alerts"
 * button). Resolves with the answer (`default` when the prompt was dismissed); never rejects.
 */
export async function askAlertPermission(): Promise<AlertPermission> {
  if (alertPermission() === 'unsupported') return 'unsupported';
  try {
    return await globalThis.Notification.requestPermission();
  } catch {
    return alertPermission();
  }
}

/**
 * Shows a system notification (`tag`: one per site, a newer one replaces the last). Through the
 * Notification constructor, or the service worker's `showNotification` where the constructor is not
 * allowed (Chrome on Android). Rejects when neither can show it.
 */
export async function showSystemAlert(title: string, body: string, tag: string): Promise<void> {
  try {
    new globalThis.Notification(title, { body, tag });
  } catch (error) {
    const registration = await navigator.serviceWorker?.getRegistration();
    if (!registration) throw error;
    await registration.showNotification(title, { body, tag });
  }
}
