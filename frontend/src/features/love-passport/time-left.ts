const HOUR_MS = 3_600_000;

/** Spec section 9: time left as days and hours, or hours only. */
export const timeLeftText = (msLeft: number): string => {
  if (msLeft <= 0) return 'Expired';
  const hours = Math.floor(msLeft / HOUR_MS);
  const days = Math.floor(hours / 24);
  return days > 0 ? `${days}d ${hours % 24}h left` : `${hours}h left`;
};
