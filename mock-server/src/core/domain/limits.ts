/** Bounds of the API's numbers. */

/** The largest job id: ids are Int32 in the API. */
export const INT32_MAX = 2_147_483_647;
