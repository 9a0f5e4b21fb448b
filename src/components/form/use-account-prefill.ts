// A signed-in user's forms start with their name and email from the session; what they
// have already typed is never overwritten.
import { useEffect, useRef } from 'react';
import { useAccount } from '@/lib/account';

export function useAccountPrefill(
  values: { name?: string | boolean; email?: string | boolean },
  fill: (partial: { name?: string; email?: string }) => void,
) {
  const { account } = useAccount();
  const done = useRef(false);
  useEffect(() => {
    if (done.current || account.status !== 'signed-in') return;
    done.current = true;
    const partial: { name?: string; email?: string } = {};
    if ('name' in values && !values.name) partial.name = account.name;
    if ('email' in values && !values.email) partial.email = account.email;
    fill(partial);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, when the session is known
  }, [account]);
}
