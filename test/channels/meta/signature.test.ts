import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { isValidMetaSignature, metaSignature } from '../../../channels/meta/signature.js';

const SECRET = 'app-secret-for-tests';
const body = Buffer.from('{"object":"page","entry":[{"id":"1","messaging":[{"message":{"text":"caf\\u00e9"}}]}]}', 'utf8');
const hex = createHmac('sha256', SECRET).update(body).digest('hex');

describe('X-Hub-Signature-256', () => {
  it('is sha256= and the hex HMAC-SHA256 of the raw body with the app secret', () => {
    expect(metaSignature(SECRET, body)).toBe(`sha256=${hex}`);
    expect(isValidMetaSignature(SECRET, body, `sha256=${hex}`)).toBe(true);
    expect(isValidMetaSignature(SECRET, body, `sha256=${hex.toUpperCase()}`)).toBe(true);
  });

  it('refuses another secret, another body, or the same body re-serialised', () => {
    expect(isValidMetaSignature('another-secret', body, `sha256=${hex}`)).toBe(false);
    expect(isValidMetaSignature(SECRET, Buffer.from(`${body.toString()} `), `sha256=${hex}`)).toBe(false);
    const reserialised = Buffer.from(JSON.stringify(JSON.parse(body.toString('utf8'))), 'utf8'); // é no longer escaped
    expect(isValidMetaSignature(SECRET, reserialised, `sha256=${hex}`)).toBe(false);
  });

  it('never throws on a missing or malformed header: it is simply not valid', () => {
    for (const header of [undefined, '', 'sha256=', `sha1=${hex}`, hex, `sha256=${hex}00`, `sha256=${hex.slice(1)}`, 'sha256=zz', `sha256=${'é'.repeat(64)}`]) {
      expect(isValidMetaSignature(SECRET, body, header)).toBe(false);
    }
  });
});
