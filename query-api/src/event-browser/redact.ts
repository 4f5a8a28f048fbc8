/**
 * Members' secrets never reach the event browser: password, token and code hashes and the
 * encrypted two-factor secret are replaced before the event is indexed. Matched by field name
 * (`passwordHash`, `refreshTokenHash`, `codeHash`, `encryptedSecret`, …), at any depth, so a
 * secret added to a later event under the same naming is kept out too.
 */
const SECRET_FIELD = /hash$|secret/i;
export const REDACTED = '[redacted]';

export const redactSecrets = (value: unknown): unknown => {
  if (Array.isArray(value)) return value.map(redactSecrets);
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(Object.entries(value).map(([key, field]) => [key, SECRET_FIELD.test(key) ? REDACTED : redactSecrets(field)]));
};
