import { describe, expect, it } from 'vitest';
import { describeConnectionFailure, withoutPassword } from '../../src/db/connection-failure.js';

// A database that cannot be opened is named by its variable and URL, never with its password.

const URL_WITH_PASSWORD = 'postgres://bakery:s3cret-pass@db.internal:6543/bakery';

describe('describing a failed PostgreSQL connection', () => {
  it('hides the password of a URL', () => {
    expect(withoutPassword(URL_WITH_PASSWORD)).toBe('postgres://bakery:***@db.internal:6543/bakery');
    expect(withoutPassword('postgres://postgres@127.0.0.1:5432/test')).toBe('postgres://postgres@127.0.0.1:5432/test');
  });

  it('names DATABASE_URL, the reason and what to check, without the password', () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED 10.0.0.5:6543'), { code: 'ECONNREFUSED' });
    const text = describeConnectionFailure(URL_WITH_PASSWORD, refused);
    expect(text).toBe(
      'Could not open the PostgreSQL database at DATABASE_URL=postgres://bakery:***@db.internal:6543/bakery: connect ECONNREFUSED 10.0.0.5:6543. Is PostgreSQL running, and listening on that host and port?',
    );
  });

  it('says how to create a database that does not exist', () => {
    const missing = Object.assign(new Error('database "bakery" does not exist'), { code: '3D000' });
    expect(describeConnectionFailure(URL_WITH_PASSWORD, missing)).toContain('createdb -h db.internal -p 6543 -U bakery bakery');
  });

  it('masks the password even where the driver repeats it', () => {
    const text = describeConnectionFailure(URL_WITH_PASSWORD, new Error('bad URL postgres://bakery:s3cret-pass@db.internal'));
    expect(text).not.toContain('s3cret-pass');
  });
});
