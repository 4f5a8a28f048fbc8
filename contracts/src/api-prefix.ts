/** Every route of both APIs is under this path: the one-process app sends reads there to the query API, the rest to the web app. */
export const API_PREFIX = '/api';

/** The administrators' routes: what an admin does there, they do as an operator. */
export const ADMIN_API_PREFIX = `${API_PREFIX}/admin/`;
