// "Show sources" / "Hide sources" on a holder's page: reveals the source beside every figure
// and change-log entry of the parts it controls.
import { Button } from '@/components/ui/button';

export function SourcesToggle({
  shown,
  onToggle,
  controls,
}: {
  shown: boolean;
  onToggle: () => void;
  /** Ids of the parts whose sources it shows, space-separated. */
  controls: string;
}) {
  return (
    <Button type="button" variant="outline" aria-expanded={shown} aria-controls={controls} onClick={onToggle}>
      {shown ? 'Hide sources' : 'Show sources'}
    </Button>
  );
}
