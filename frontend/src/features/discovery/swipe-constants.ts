/** The spec's swipe constants (sections 4 and 9). */
export const commitDistancePx = 100;
export const stampDistancePx = 50;
export const tiltDegreesPerPx = 0.1;
export const minimumOpacity = 0.3;
/** How far a card travels before its opacity reaches the floor. */
export const fadeDistancePx = 350;
export const cardHeightPx = 600;
/** The card's widest: the phone column (28rem) less the screen's side padding. */
export const cardWidthPx = 416;
export const maxStackedCards = 3;
export const behindCardScaleStep = 0.02;
export const behindCardShiftPx = 4;
export const behindCardOpacityStep = 0.15;
export const shownCulturalValues = 3;
/** How long a committed card takes to fly off before the next one takes its place. */
export const exitDurationMs = 250;

export type SwipeDirection = 'left' | 'right';
