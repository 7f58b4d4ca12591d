import { IANAZone, Zone, type ZoneOffsetFormat, type ZoneOffsetOptions } from 'luxon';

// America/Chicago as a luxon zone whose offsets are remembered. luxon asks an IANA zone for its
// offset through Intl on every DateTime it builds or moves, several times per order and per
// message, and that was a large share of their CPU. Since 1970 Central Time has only changed
// offset on the hour (2 AM local, 07:00 or 08:00 UTC), so the offset is the same for a whole
// UTC hour and is remembered per hour; earlier instants are asked of Intl as usual.

const HOUR_MS = 3_600_000;
const MAX_REMEMBERED_HOURS = 50_000;

class RememberingZone extends Zone {
  readonly #zone: IANAZone;
  readonly #offsetByHour = new Map<number, number>();

  constructor(name: string) {
    super();
    this.#zone = IANAZone.create(name);
  }

  override get type(): string {
    return 'iana';
  }

  override get name(): string {
    return this.#zone.name;
  }

  // luxon reads it (zone.ianaName) though its type declarations leave it out.
  get ianaName(): string {
    return this.#zone.name;
  }

  override get isUniversal(): boolean {
    return false;
  }

  override get isValid(): boolean {
    return this.#zone.isValid;
  }

  override offsetName(ts: number, options: ZoneOffsetOptions): string | null {
    return this.#zone.offsetName(ts, options);
  }

  override formatOffset(ts: number, format: ZoneOffsetFormat): string {
    return this.#zone.formatOffset(ts, format);
  }

  override offset(ts: number): number {
    if (!(ts >= 0)) return this.#zone.offset(ts);
    const hour = Math.floor(ts / HOUR_MS);
    let offset = this.#offsetByHour.get(hour);
    if (offset === undefined) {
      offset = this.#zone.offset(hour * HOUR_MS);
      if (this.#offsetByHour.size >= MAX_REMEMBERED_HOURS) this.#offsetByHour.clear();
      this.#offsetByHour.set(hour, offset);
    }
    return offset;
  }

  override equals(other: Zone): boolean {
    return other.type === 'iana' && other.name === this.name;
  }
}

/** The bakery's time zone: use it wherever luxon takes a zone. */
export const BAKERY_ZONE: Zone = new RememberingZone('America/Chicago');
