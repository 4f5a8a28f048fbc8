import { useMutation } from '@tanstack/react-query';
import { reportMember } from '@sankofa/contracts';
import { callRoute } from '../../../lib/api-client.ts';

/** 'Does this bother you?' → 'Yes, report': the sender reported for harassment, with this message attached. */
export const reportMessage = ({ senderId, messageId }: { senderId: string; messageId: string }) =>
  callRoute(reportMember, { params: { id: senderId }, body: { reason: 'harassment', messageId } });

export const useReportMessage = () => useMutation({ mutationFn: reportMessage });
