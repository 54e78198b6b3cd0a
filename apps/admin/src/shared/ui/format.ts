import dayjs from 'dayjs';
import localizedFormat from 'dayjs/plugin/localizedFormat';

dayjs.extend(localizedFormat);

/** A server time (ISO) in the console's language (dayjs's locale), to the minute. */
export const formatTime = (iso: string | null | undefined) => (iso ? dayjs(iso).format('L LT') : '—');
