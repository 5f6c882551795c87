/**
 * The part of a member payment a performer earns, per payment type (docs/product.md#entities), in basis
 * points (4000 = 40%). Commission ('provision') goes to partners, and a type not listed earns nothing until
 * it is given a share here.
 */
export const PERFORMER_SHARES: Readonly<Record<string, number>> = {
  clientppm: 4000,
  clientppmvip: 4500,
  clientppt: 6000,
  clientcybertoy: 6000,
  clientmessage: 4000,
  provision: 0,
};

/**
 * What a performer earns of `gross` cents paid by members with one payment type, rounded to the cent.
 *
 * @example
 * performerEarning('clientppt', 999); // 599 (599.4)
 */
export function performerEarning(type: string, gross: number): number {
  return Math.round((gross * (PERFORMER_SHARES[type] ?? 0)) / 10_000);
}
