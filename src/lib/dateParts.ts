/** Calendar and clock fields of a moment as seen in a time zone (the runtime's own zone when none is given). */
export interface DateParts {
  year: string;
  month: string;
  day: string;
  hour: string;
  minute: string;
}

// One formatter per time zone: building an Intl.DateTimeFormat costs far more than using one (lists format many dates).
const formats = new Map<string | undefined, Intl.DateTimeFormat>();

function formatFor(timeZone: string | undefined): Intl.DateTimeFormat {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    formats.set(timeZone, format);
  }
  return format;
}

const twoDigits = (value: number) => String(value).padStart(2, '0');

export function dateParts(value: Date | string | number, timeZone?: string): DateParts {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) throw new RangeError(`Invalid date: ${String(value)}`);
  // The runtime's own zone needs no Intl: its first formatter costs tens of ms, on the first list's first paint.
  if (timeZone === undefined)
    return {
      year: String(date.getFullYear()),
      month: twoDigits(date.getMonth() + 1),
      day: twoDigits(date.getDate()),
      hour: twoDigits(date.getHours()),
      minute: twoDigits(date.getMinutes()),
    };
  const parts = formatFor(timeZone).formatToParts(date);
  const get = (type: Intl.DateTimeFormatPartTypes) => parts.find((part) => part.type === type)?.value ?? '';
  return {
    year: get('year'),
    month: get('month'),
    day: get('day'),
    hour: get('hour'),
    minute: get('minute'),
  };
}
