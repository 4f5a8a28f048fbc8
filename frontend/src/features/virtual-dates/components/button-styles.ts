/** The feature's filled small buttons: the shared small button is an outlined one, whose background a second class cannot override. */
const filledSmall = 'inline-flex h-9 items-center justify-center gap-1.5 whitespace-nowrap rounded-full px-4 text-sm font-semibold transition-opacity hover:opacity-90 disabled:opacity-50';
export const primarySmallButtonClass = `${filledSmall} bg-primary text-primary-foreground`;
export const dangerSmallButtonClass = `${filledSmall} bg-kente-red text-white`;
