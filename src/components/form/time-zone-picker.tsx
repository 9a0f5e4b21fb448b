// The visitor's time zone for a journey's times: detected from the browser, changeable from
// the runtime's list of IANA zones.
import { timeZoneOptions } from '@/lib/time-zones';
import { SelectField } from './form-fields';

export function TimeZonePicker({ value, onChange }: { value: string; onChange: (zone: string) => void }) {
  return (
    <SelectField
      label="Show times in"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      hint="Detected from your browser; change it to see the times for another place."
      className="max-w-sm"
    >
      {timeZoneOptions(value).map((zone) => (
        <option key={zone} value={zone}>
          {zone.replaceAll('_', ' ')}
        </option>
      ))}
    </SelectField>
  );
}
