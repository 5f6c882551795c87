/**
 * A key's time to live as people read it: 'no expiry', '45 s', '12 min', '3 h 5 min', '2 d 4 h'.
 *
 * @example
 * ttlText(-1); // 'no expiry'
 * ttlText(90_000); // '1 min 30 s'
 */
export function ttlText(ms: number): string {
  if (ms < 0) return 'no expiry';
  const seconds = Math.ceil(ms / 1000);
  if (seconds < 60) return `${seconds} s`;
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return seconds % 60 ? `${minutes} min ${seconds % 60} s` : `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return minutes % 60 ? `${hours} h ${minutes % 60} min` : `${hours} h`;
  const days = Math.floor(hours / 24);
  return hours % 24 ? `${days} d ${hours % 24} h` : `${days} d`;
}
