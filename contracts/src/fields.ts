import { z } from 'zod';

/** Field builders shared by several features' bodies; each message names the field. */

const LANGUAGE_CODE = /^[A-Za-z]{2,8}(-[A-Za-z0-9]{1,8})*$/;

export const languageCode = (field: string) =>
  z
    .string({ error: (issue) => (issue.input === undefined ? `${field} is required` : `${field} must be a language code such as en or pt-BR`) })
    .regex(LANGUAGE_CODE, { error: `${field} must be a language code such as en or pt-BR` });

/** A language code with a bounded length, as the language preferences take it. */
export const boundedLanguageCode = (field: string) => {
  const notALanguageCode = `${field} must be a language code such as en or pt-BR`;
  return z
    .string({ error: (issue) => (issue.input === undefined ? `${field} is required` : notALanguageCode) })
    .min(2, { error: notALanguageCode })
    .max(10, { error: notALanguageCode })
    .regex(LANGUAGE_CODE, { error: notALanguageCode });
};

export const flag = (field: string) => z.boolean({ error: (issue) => (issue.input === undefined ? `${field} is required` : `${field} must be true or false`) });

const MEMBER_ID_MAX = 100;

export const memberIdField = (field: string) =>
  z
    .string({ error: (issue) => (issue.input === undefined ? `${field} is required` : `${field} must be a member id`) })
    .trim()
    .min(1, { error: `${field} is required` })
    .max(MEMBER_ID_MAX, { error: `${field} must be a member id` });

/** A path id (match, message, member): anything else names nothing, so the server answers 404 for it, not 400. */
export const PATH_ID = /^[\w-]{1,100}$/;

export const pathIdParams = z.object({ id: z.string() });

const TWO_FACTOR_CODE = /^\d{6}$/;

export const twoFactorCode = z.string().trim().regex(TWO_FACTOR_CODE, 'Enter the 6-digit code from your authenticator app');

/** The login and password screens may send an empty field before the server has asked for a code. */
export const optionalTwoFactorCode = z.preprocess((value) => (value === '' || value === null ? undefined : value), twoFactorCode.optional());
