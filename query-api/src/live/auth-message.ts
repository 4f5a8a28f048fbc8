import type { RawData } from 'ws';
import { authMessage, typingMessage } from '@sankofa/contracts';

/** The access token of a `{"type":"auth","payload":{"accessToken":"…"}}` message, or undefined for anything else. */
export const accessTokenOf = (data: RawData): string | undefined => {
  try {
    const parsed = authMessage.safeParse(JSON.parse(data.toString()));
    return parsed.success ? parsed.data.payload.accessToken : undefined;
  } catch {
    return undefined;
  }
};

/** The match a `{"type":"typing","payload":{"matchId":"…"}}` message names, or undefined for anything else. */
export const typingMatchOf = (data: RawData): string | undefined => {
  try {
    const parsed = typingMessage.safeParse(JSON.parse(data.toString()));
    return parsed.success ? parsed.data.payload.matchId : undefined;
  } catch {
    return undefined;
  }
};
