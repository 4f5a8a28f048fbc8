/** Where each thing lives in the event browser. */
export const eventHref = (eventId: string) => `/admin/events/e/${encodeURIComponent(eventId)}`;
export const streamHref = (stream: string) => `/admin/events/streams/${encodeURIComponent(stream)}`;
