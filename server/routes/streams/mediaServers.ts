/** The demo platform's media servers: a performer's stream goes to the one carrying the fewest. */
export const MEDIA_SERVERS = ['media-ams-1', 'media-ams-2', 'media-fra-1', 'media-lon-1'] as const;

/** The bitrates the demo platform's encoders send, in kbit/s: a performer's encoder keeps one (by its id). */
export const ENCODER_BITRATES = [2500, 3500, 4500, 6000] as const;

/**
 * The bitrate a performer's encoder sends.
 *
 * @example
 * bitrateOf(7); // 6000
 */
export function bitrateOf(performer: number): number {
  return ENCODER_BITRATES[performer % ENCODER_BITRATES.length]!;
}
