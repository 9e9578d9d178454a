/**
 * The closeDate of the tests' job files: the 30th of June of next year. A server refuses a
 * closeDate not later than the job's publishDate, which is the day the suite runs, so a
 * written-out date would fail the suite from that day on.
 */
export const CLOSE_YEAR = new Date().getUTCFullYear() + 1;
export const CLOSE_DAY = `${CLOSE_YEAR}-06-30`;
