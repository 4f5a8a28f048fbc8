import { useMutation } from '@tanstack/react-query';
import { reportMember } from '@sankofa/contracts';
import { callRoute } from '../../../lib/api-client.ts';

/** What the moderators read on a report made from a safety tip; the conversation up to it, the message included, is attached. */
const SCAM_TIP_REPORT = 'Reported from a safety tip: a message asked for money or to move off Sankofa.';

/** One tap: a spam-or-scam report of the sender, with the conversation attached. */
export const reportScam = (senderId: string) =>
  callRoute(reportMember, { params: { id: senderId }, body: { reason: 'spam', description: SCAM_TIP_REPORT, attachConversation: true } });

export const useReportScam = () => useMutation({ mutationFn: reportScam });
