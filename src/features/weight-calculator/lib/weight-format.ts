// en-US formats for the weight calculator: weights and deltas in percent and percentage points.
import { numberFormat } from '@domain/intl-formats';

export const MISSING = '—';

const fixed = (digits: number) => numberFormat({ minimumFractionDigits: digits, maximumFractionDigits: digits });
const signed = (digits: number) =>
  numberFormat({
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
    signDisplay: 'exceptZero',
  });

/** '15.00%' from percent points. */
export const formatWeight = (value: number | null) => (value === null ? MISSING : `${fixed(2).format(value)}%`);

/** '+1.25 pp' — a difference of percentages. */
export const formatWeightDelta = (value: number | null) => {
  if (value === null) return MISSING;
  const text = signed(2).format(value);
  return `${text === '-0.00' || text === '+0.00' ? '0.00' : text} pp`;
};

/** A figure with `digits` decimals. */
export const formatFigure = (value: number | null, digits: number) =>
  value === null ? MISSING : fixed(digits).format(value);

/** Its difference, signed. */
export const formatFigureDelta = (value: number | null, digits: number) => {
  if (value === null) return MISSING;
  const text = signed(digits).format(value);
  return /^[+-]0(\.0+)?$/.test(text) ? fixed(digits).format(0) : text;
};
