/**
 * How alike two face descriptors are, 0 (strangers) to 1 (the same picture): Human's own measure
 * (`human.match.similarity`: the Euclidean distance, scaled by 25 and mapped from [0.2, 0.8]),
 * here so that comparing kept descriptors needs no model. Two pictures of one person score about
 * 0.7 to 0.95, two people about 0.1 to 0.35.
 */
export const faceSimilarity = (a: readonly number[], b: readonly number[]): number => {
  if (a.length !== b.length || a.length === 0) return 0;
  let sum = 0;
  for (let i = 0; i < a.length; i++) sum += (a[i]! - b[i]!) ** 2;
  if (sum === 0) return 1;
  const normalized = (1 - Math.sqrt(25 * sum) / 100 - 0.2) / (0.8 - 0.2);
  return Math.min(1, Math.max(0, normalized));
};
