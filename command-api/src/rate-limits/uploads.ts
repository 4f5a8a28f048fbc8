import type { Context } from 'koa';
import type { Principal } from '@sankofa/server-kit';
import { consumeRateLimit } from './middleware.ts';

/**
 * An upload's limits, before its body is read: photos without an account per client address;
 * a member's uploads by count and by size, the size being the declared Content-Length (a
 * request without one is charged as the largest allowed file, which it may be).
 */
export const limitUpload = async (ctx: Context, principal: Principal | undefined, largestUploadBytes: number): Promise<void> => {
  if (!principal) return consumeRateLimit(ctx, 'anonymousUploads');
  const { memberId } = principal;
  await consumeRateLimit(ctx, 'uploads', { memberId });
  const bytes = Math.min(ctx.request.length ?? largestUploadBytes, largestUploadBytes);
  await consumeRateLimit(ctx, 'uploadKilobytes', { memberId, points: Math.max(1, Math.ceil(bytes / 1024)) });
};
