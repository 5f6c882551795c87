import { describe, expect, it } from 'vitest';
import { PLATFORM_NAMES } from './platformNames';
import { PlatformRandom } from './platformRandom';
import { seedAddress } from './seedAddress';

describe('seedAddress', () => {
  it('lays out an address for every seeded country, in one of its cities', () => {
    const random = new PlatformRandom(3);
    for (const [country] of PLATFORM_NAMES.countries) {
      const address = seedAddress(random, country);
      expect(PLATFORM_NAMES.cities[country]).toContain(address.address_city);
      expect(address.address_country).toBe(country);
      expect(address.address_state).toBeTruthy();
      expect(address.phone_number).toMatch(/^\+\d{1,2} \d{1,3} [1-9]\d{6,8}$/);
    }
  });

  it('writes Dutch postal codes as four digits and two letters', () => {
    const address = seedAddress(new PlatformRandom(9), 'NL');
    expect(address.address_postalcode).toMatch(/^\d{4} [A-Z]{2}$/);
    expect(address.address_address).toMatch(/^[A-Z][a-z]+straat \d+$/);
  });
});
