import { describe, expect, it } from 'vitest';
import { carrierKeyword } from '../../../channels/twilio/keywords.js';

describe('carrierKeyword', () => {
  it.each(['STOP', 'stop', ' Stop\n', 'STOPALL', 'UNSUBSCRIBE', 'cancel', 'END', 'quit', 'REVOKE', 'OptOut'])(
    '%j opts out',
    (text) => {
      expect(carrierKeyword(text, false)).toBe('opt_out');
      expect(carrierKeyword(text, true)).toBe('opt_out');
    },
  );

  it.each(['START', 'unstop', ' Start '])('%j opts in', (text) => {
    expect(carrierKeyword(text, true)).toBe('opt_in');
    expect(carrierKeyword(text, false)).toBe('opt_in');
  });

  it('treats YES as opt-in only for an opted-out number: otherwise it confirms an order', () => {
    expect(carrierKeyword('yes', true)).toBe('opt_in');
    expect(carrierKeyword('YES', false)).toBeNull();
    expect(carrierKeyword(' Yes ', false)).toBeNull();
  });

  it.each(['HELP', 'help', 'Info'])('%j asks for help', (text) => {
    expect(carrierKeyword(text, false)).toBe('help');
  });

  it.each(['stop please', 'please cancel my order', 'help me order a cake', 'STOP!', 'yes please', ''])(
    '%j is not a keyword (whole-message match only)',
    (text) => {
      expect(carrierKeyword(text, false)).toBeNull();
    },
  );
});
