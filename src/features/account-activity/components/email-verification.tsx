// Whether the account's address is verified, and what that changes: until it is, what was
// done with the address while signed out is not listed (ADR 180). The link in the mail
// brings the visitor back here with ?verified=1 (and &error=… when it did not work).
import { useState } from 'react';
import { useSendVerificationEmail, VERIFICATION_SEND_ERROR } from '@/api/account/account-activity';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api-client';

/** What the verification link reported on arrival: verified, refused, or nothing (opened directly). */
export type VerificationLinkOutcome = 'verified' | 'refused' | null;

export const EMAIL_VERIFIED_TITLE = 'Your email address is verified';
export const VERIFICATION_LINK_REFUSED = 'This verification link has expired or is not valid. Send yourself a new one.';

export function EmailVerification({
  email,
  verified,
  linkOutcome,
}: {
  email: string;
  verified: boolean;
  linkOutcome: VerificationLinkOutcome;
}) {
  const send = useSendVerificationEmail();
  const [sent, setSent] = useState(false);
  if (verified) {
    return linkOutcome === 'verified' ? (
      <Alert data-testid="email-verified">
        <AlertTitle>{EMAIL_VERIFIED_TITLE}</AlertTitle>
        <AlertDescription>What you did with {email} while signed out is listed below with the rest.</AlertDescription>
      </Alert>
    ) : null;
  }
  return (
    <Alert variant={linkOutcome === 'refused' ? 'destructive' : 'default'} data-testid="email-unverified">
      <AlertTitle>Verify your email address</AlertTitle>
      <AlertDescription className="flex flex-col items-start gap-3">
        <p>
          {linkOutcome === 'refused' ? `${VERIFICATION_LINK_REFUSED} ` : ''}
          Consultations, webinar registrations, enquiries and assessments made with {email} while signed out show here
          once you follow the link we mail to that address.
        </p>
        {sent ? (
          <p role="status">A new link is on its way to {email}.</p>
        ) : (
          <Button
            type="button"
            size="sm"
            variant="outline"
            disabled={send.isPending}
            onClick={() => send.mutate(email, { onSuccess: () => setSent(true) })}
          >
            {send.isPending ? 'Sending…' : 'Send a new link'}
          </Button>
        )}
        {send.isError ? <p>{errorMessage(send.error, VERIFICATION_SEND_ERROR)}</p> : null}
      </AlertDescription>
    </Alert>
  );
}
