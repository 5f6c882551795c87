// Made on first use: a formatter with a time zone loads the zone's data, a long task on a slow phone for every
// page whose code imports this, where only the analytics pages call it.
let format: Intl.DateTimeFormat | undefined;
const formatter = () =>
  (format ??= new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Europe/Amsterdam',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  }));

/** The wall clock of a moment in Europe/Amsterdam, the zone of every analytics bucket. */
export interface AmsterdamClock {
  /** 'YYYY-MM-DD' */
  date: string;
  /** 'HH:MM:SS' */
  time: string;
  /** Minutes ahead of UTC: 60 in winter, 120 in summer. */
  offset: number;
}

/**
 * @example
 * amsterdamClock(Date.parse('2026-10-25T00:30:00Z')); // { date: '2026-10-25', time: '02:30:00', offset: 120 }
 */
export function amsterdamClock(time: number): AmsterdamClock {
  const parts = Object.fromEntries(
    formatter()
      .formatToParts(new Date(time))
      .map((part) => [part.type, part.value]),
  );
  const date = `${parts.year}-${parts.month}-${parts.day}`;
  const clock = `${parts.hour}:${parts.minute}:${parts.second}`;
  const wall = Date.parse(`${date}T${clock}Z`);
  return { date, time: clock, offset: Math.round((wall - Math.floor(time / 1000) * 1000) / 60_000) };
}
