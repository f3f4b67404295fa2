/** For tests: ports 1 and 2 and commodity 7 chosen, as every section's choices hold them. */
export const TEST_LISTS = { port: [1, 2], comm: [7] };

/** The same lists as every section sends them to the API. */
export const TEST_LISTS_QUERY = { "porto_id[0]": 1, "porto_id[1]": 2, "carga_id[0]": 7 };
