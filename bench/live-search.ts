/** The rates `bench:live` steps through by default, per second. */
export const DEFAULT_STEPS: readonly number[] = [100, 200, 400, 800, 1200, 1600, 2000];

/**
 * The highest rate that `holds`: up the steps until the first that fails, then once halfway
 * between the last that held and it (0 when even the first step fails and so does its half).
 */
export const searchSustainedRate = async (steps: readonly number[], holds: (rate: number) => Promise<boolean>): Promise<number> => {
  let best = 0;
  for (const rate of steps) {
    if (!(await holds(rate))) {
      const halfway = Math.round((best + rate) / 2);
      return halfway > best && halfway < rate && (await holds(halfway)) ? halfway : best;
    }
    best = rate;
  }
  return best;
};

/** Pairs the search may need at most: every step, the halfway step, then the run at the main rate. */
export const pairsNeeded = (steps: readonly number[], stepSeconds: number, mainRate: number, mainSeconds: number): number =>
  Math.ceil((steps.reduce((sum, rate) => sum + rate, 0) + Math.max(0, ...steps)) * stepSeconds + mainRate * mainSeconds);
