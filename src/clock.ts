import { DateTime } from 'luxon';

/** Every rule that depends on the time takes the clock as a parameter, so tests can set it. */
export type Clock = () => DateTime;

export const systemClock: Clock = () => DateTime.utc();
