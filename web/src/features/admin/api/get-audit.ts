import { AUDIT_PAGE, type AuditEntry } from '@seamline/contract';
import { useInfiniteQuery } from '@tanstack/react-query';
import { FRESH_LIST, getPage, pagedQueryOptions } from '@/lib/paging';

/** The operator actions, newest first, a page at a time. */
export const adminAuditQueryOptions = () =>
  pagedQueryOptions(
    ['admin', 'audit'],
    (offset, signal) => getPage<AuditEntry>('/api/admin/audit', { limit: AUDIT_PAGE, offset, signal }),
    FRESH_LIST,
  );

export const useAdminAudit = () => useInfiniteQuery(adminAuditQueryOptions());
