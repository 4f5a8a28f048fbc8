import { useMutation } from '@tanstack/react-query';
import { reportMember as reportMemberContract, type ReportReason, type ResponseOf } from '@sankofa/contracts';
import { callRoute } from '../../../lib/api-client.ts';

/** The reasons the server accepts, with how the member reads them. */
export const reportReasons = [
  { value: 'fake_profile', label: 'Fake profile' },
  { value: 'harassment', label: 'Harassment' },
  { value: 'inappropriate_content', label: 'Inappropriate content' },
  { value: 'spam', label: 'Spam or scam' },
  { value: 'underage', label: 'Underage' },
  { value: 'other', label: 'Something else' },
] as const satisfies readonly { value: ReportReason; label: string }[];

export type { ReportReason };

export interface MemberReport {
  memberId: string;
  reason: ReportReason;
  description: string;
  /** Lets the moderators read this conversation with the member. */
  attachConversation: boolean;
}

export const reportMember = ({ memberId, ...report }: MemberReport): Promise<ResponseOf<typeof reportMemberContract>> =>
  callRoute(reportMemberContract, { params: { id: memberId }, body: report });

/** A report goes to the moderators; nothing the member sees changes. */
export const useReportMember = () => useMutation({ mutationFn: reportMember });
