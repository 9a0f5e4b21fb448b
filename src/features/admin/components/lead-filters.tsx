// The filters every lead list shares (status or level, a firm-local date range, the page)
// and the link to the CSV export of the rows they select.
import { useState } from 'react';
import { leadExportUrl, useLeadList, type LeadListKind } from '@/api/admin/leads';
import { TextField } from '@/components/form/text-field';
import { Button } from '@/components/ui/button';
import { SelectField } from '@/components/form/form-fields';

export interface LeadFilters {
  status: string;
  from: string;
  until: string;
  page: number;
}

/** Status (or level) and a date range, with the CSV export of the rows they select. */
export function LeadFilterBar({
  kind,
  statusLabel,
  statusKey = 'status',
  statuses,
  filters,
  onChange,
  exportPath,
}: {
  kind: string;
  statusLabel: string;
  statusKey?: string;
  statuses: readonly string[];
  filters: LeadFilters;
  onChange: (filters: LeadFilters) => void;
  exportPath: string;
}) {
  const query = { [statusKey]: filters.status, from: filters.from, until: filters.until };
  return (
    <div className="mb-3 flex flex-wrap items-end gap-3">
      <SelectField
        label={statusLabel}
        value={filters.status}
        onChange={(event) => onChange({ ...filters, status: event.target.value, page: 1 })}
        options={[{ value: '', label: 'All' }, ...statuses.map((value) => ({ value, label: value }))]}
      />
      <TextField
        label="From"
        type="date"
        className="w-44"
        value={filters.from}
        onChange={(event) => onChange({ ...filters, from: event.target.value, page: 1 })}
      />
      <TextField
        label="Until"
        type="date"
        className="w-44"
        value={filters.until}
        onChange={(event) => onChange({ ...filters, until: event.target.value, page: 1 })}
      />
      <Button asChild variant="outline">
        <a href={leadExportUrl(exportPath, query)} download>
          Export {kind} as CSV
        </a>
      </Button>
    </div>
  );
}

const noFilters: LeadFilters = { status: '', from: '', until: '', page: 1 };

export function useFilteredList<Kind extends LeadListKind>(kind: Kind, statusKey = 'status') {
  const [filters, setFilters] = useState<LeadFilters>(noFilters);
  const list = useLeadList(kind, {
    [statusKey]: filters.status,
    from: filters.from,
    until: filters.until,
    page: filters.page,
    pageSize: 50,
  });
  return { filters, setFilters, list };
}

export const DATE_NOTE = 'Dates are read in the firm’s time zone; times are shown in yours.';
