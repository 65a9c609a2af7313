import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';

// dayjs with time zones (`dayjs(iso).tz(zone)`), for the calendar and the room's clock; plain
// formatting of dates goes through lib/dates.ts, which needs no library.
dayjs.extend(utc);
dayjs.extend(timezone);

export { dayjs };
