import {
  advanceDownload,
  downloadReply,
  DOWNLOAD_MB_PER_SECOND,
  type DownloadState,
} from '../../../server/fleet/downloads';

const downloading: DownloadState = { status: 1, storageUsed: 40, pendingMb: 100, since: 0 };

describe('downloads', () => {
  it('fetches content and fills storage while Downloading', () => {
    const later = advanceDownload(downloading, 20_000);
    expect(later.status).toBe(1);
    expect(later.pendingMb).toBeCloseTo(100 - 20 * DOWNLOAD_MB_PER_SECOND);
    expect(later.storageUsed).toBeGreaterThan(40);
    expect(later.since).toBe(20_000);
  });

  it('completes when nothing is left', () => {
    const done = advanceDownload(downloading, 1_000_000);
    expect(done.status).toBe(-2);
    expect(done.pendingMb).toBe(0);
    expect(downloadReply(done)).toEqual({ StorageUsed: 40, Status: -2 });
  });

  it('stays put while Paused or Waiting', () => {
    for (const status of [-1, 0] as const) {
      const d = advanceDownload({ ...downloading, status }, 60_000);
      expect(d).toMatchObject({ status, storageUsed: 40, pendingMb: 100 });
    }
  });
});
