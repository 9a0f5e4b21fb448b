import { describe, expect, it } from 'vitest';
import { leadExportUrl } from './leads';

describe('leadExportUrl', () => {
  it('keeps the filters, drops the paging and blanks', () => {
    expect(
      leadExportUrl('/api/admin/enquiries', { status: 'new', from: '2026-11-01', until: '', page: 3, pageSize: 50 }),
    ).toBe('/api/admin/enquiries/export?status=new&from=2026-11-01');
  });

  it('is the bare export without filters', () => {
    expect(leadExportUrl('/api/admin/consultations', { status: '', page: 1 })).toBe('/api/admin/consultations/export');
  });
});
