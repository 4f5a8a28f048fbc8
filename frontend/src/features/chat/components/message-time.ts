/** Hour and minute, in the reader's own clock style. */
export const messageTime = (createdAt: string) =>
  new Date(createdAt).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' });
