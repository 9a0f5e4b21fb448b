// 'Copy link' for pages whose state is in the URL: copies the link and says so; where the
// clipboard is unavailable (an insecure origin, a refusal) it shows the link to copy by hand.
import { Check, Link2 } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';

type CopyStatus = 'idle' | 'copied' | 'failed';

export function CopyLinkButton({
  url,
  label = 'Copy link',
  className,
}: {
  url: string;
  label?: string;
  className?: string;
}) {
  const [status, setStatus] = useState<CopyStatus>('idle');
  const [copiedUrl, setCopiedUrl] = useState<string | null>(null);
  const fieldId = useId();
  // A copied link goes stale once the state changes.
  const shownStatus = status === 'copied' && copiedUrl !== url ? 'idle' : status;

  async function copy() {
    try {
      await navigator.clipboard.writeText(url);
      setCopiedUrl(url);
      setStatus('copied');
    } catch {
      setStatus('failed');
    }
  }

  return (
    <div data-slot="copy-link" className={cn('flex flex-col gap-2', className)}>
      <div className="flex flex-wrap items-center gap-3">
        <Button type="button" variant="outline" onClick={() => void copy()}>
          {shownStatus === 'copied' ? <Check aria-hidden="true" /> : <Link2 aria-hidden="true" />}
          {label}
        </Button>
        <span role="status" className="text-sm text-muted-foreground">
          {shownStatus === 'copied' ? 'Link copied to the clipboard.' : ''}
        </span>
      </div>
      {shownStatus === 'failed' ? (
        <div className="flex flex-col gap-1">
          <label htmlFor={fieldId} className="text-sm text-muted-foreground">
            The clipboard is not available here. Copy this link:
          </label>
          <input
            id={fieldId}
            readOnly
            value={url}
            onFocus={(event) => event.currentTarget.select()}
            className="h-10 w-full rounded-md border border-input bg-muted px-3 font-mono text-xs"
          />
        </div>
      ) : null}
    </div>
  );
}
