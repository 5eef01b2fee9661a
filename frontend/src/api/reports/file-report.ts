import { useMutation } from '@tanstack/react-query';
import { api, unwrap } from '@/api/client';
import type { components } from '@/api/schema';

export type ReportTargetType = components['schemas']['FileReportDto']['targetType'];
export type ReportReason = components['schemas']['FileReportDto']['reason'];
export type Report = components['schemas']['ReportDto'];

export const REPORT_REASONS: readonly ReportReason[] = ['replica', 'wrong-description', 'scam', 'offensive', 'other'];
export const REPORT_NOTE_MAX = 1000;

export interface ReportInput {
  targetType: ReportTargetType;
  targetId: number;
  reason: ReportReason;
  note: string;
}

/** POST /api/reports: reports a listing, a user or a message to the moderators (nothing the reporter sees changes). */
export function useFileReport() {
  return useMutation({
    mutationFn: ({ targetType, targetId, reason, note }: ReportInput): Promise<Report> =>
      unwrap(
        api.POST('/api/reports', {
          body: { targetType, targetId, reason, note: note.trim() || null },
        }),
      ),
  });
}
