import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '@/api/client';
import type { ReportStatus } from '../report-types';
import { moderationKeys } from './keys';

export const REPORTS_PAGE_SIZE = 10;

/** One page of reported targets (open: most reported first; resolved: latest first). Page numbers start at 1. */
export function reportsQueryOptions(status: ReportStatus, page: number) {
  return queryOptions({
    queryKey: moderationKeys.reports(status, page),
    queryFn: () =>
      unwrap(api.GET('/api/admin/reports', { params: { query: { status, limit: REPORTS_PAGE_SIZE, offset: (page - 1) * REPORTS_PAGE_SIZE } } })),
    placeholderData: keepPreviousData,
  });
}
