import { describe, expect, it, vi } from 'vitest';
import { releaseAfterFailure } from '../channels/shared/inbound-messages.js';
import { createCatalogProvider } from '../src/catalog/catalog-provider.js';
import { fakeClock } from './helpers/test-app.js';
import { openEmbeddedTestDatabase } from './helpers/test-database.js';

// Failures that are deliberately not thrown (a background refresh, the clean-up after another
// failure) are logged, never swallowed: a database that has gone away shows up in the logs.

const warnings = () => {
  const warn = vi.fn<(details: object, message: string) => void>();
  return { warn };
};

describe('failures that are not thrown are logged', () => {
  it('a catalog refresh that fails', async () => {
    const database = await openEmbeddedTestDatabase();
    const log = warnings();
    const catalogs = await createCatalogProvider(database.db, { now: fakeClock(), pollSeconds: 1, log });
    await database.close();
    await vi.waitFor(() => expect(log.warn).toHaveBeenCalledWith(expect.objectContaining({ err: expect.any(Error) }), expect.stringMatching(/catalog refresh failed/)), { timeout: 5_000 });
    catalogs.close();
  });

  it('releasing the claim on an inbound message after its failure', async () => {
    const database = await openEmbeddedTestDatabase();
    await database.close();
    const log = warnings();
    await releaseAfterFailure(database, { channel: 'sms', messageId: 'SM1' }, log);
    expect(log.warn).toHaveBeenCalledWith(expect.objectContaining({ channel: 'sms' }), expect.stringMatching(/could not release/));
  });
});
