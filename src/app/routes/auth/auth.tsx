// Sign In (/auth): sign in, or create an account (?mode=sign-up). After signing in the
// visitor returns to where they came from (?redirect=, a path on this site only); after
// signing up they land on the site root, signed in.
import { authMessages } from '@domain/auth-messages';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { PageContainer } from '@/components/layout/page-container';
import { PageHeader } from '@/components/layout/page-header';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { site } from '@/config/site';
import { SignInForm } from '@/features/auth/components/sign-in-form';
import { SignUpForm } from '@/features/auth/components/sign-up-form';
import { REDIRECT_PARAM, RESET_DONE_PARAM, safeRedirectPath } from '@/features/auth/lib/auth-links';
import { useAuth } from '@/lib/account';
import { cn } from '@/lib/utils';

type Mode = 'sign-in' | 'sign-up';
const MODE_PARAM = 'mode';
const SIGN_UP = 'sign-up';

function modeLink(mode: Mode, redirect: string | null): string {
  const params = new URLSearchParams();
  if (mode === 'sign-up') params.set(MODE_PARAM, SIGN_UP);
  if (redirect) params.set(REDIRECT_PARAM, redirect);
  const query = params.toString();
  return query ? `${paths.auth}?${query}` : paths.auth;
}

const tabClass =
  'rounded-md px-4 py-2 text-sm font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring';

export function Component() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const auth = useAuth();
  const mode: Mode = params.get(MODE_PARAM) === SIGN_UP ? 'sign-up' : 'sign-in';
  const redirect = params.get(REDIRECT_PARAM);
  const returnTo = safeRedirectPath(redirect);
  const passwordChanged = params.get(RESET_DONE_PARAM) === 'done';

  return (
    <PageContainer className="py-10">
      <PageHeader
        title="Sign In"
        description="Accounts are for program participants and the Vaultmark team. The indexes, the mNAV material, the case studies, the glossary and the readiness assessment need no account."
      />
      <div className="max-w-md">
        {auth.user && !auth.loading ? (
          <Alert className="mb-6" role="status">
            <AlertDescription>
              You are signed in as {auth.user.full_name} ({auth.user.email}).{' '}
              <Link to={returnTo} className="font-semibold text-accent-strong underline underline-offset-4">
                Continue
              </Link>
            </AlertDescription>
          </Alert>
        ) : null}
        {passwordChanged && mode === 'sign-in' ? (
          <Alert className="mb-6" role="status" data-testid="password-changed">
            <AlertDescription>{authMessages.passwordChanged}</AlertDescription>
          </Alert>
        ) : null}
        <nav aria-label="Account" className="mb-6 inline-flex gap-1 rounded-lg bg-muted p-1">
          <Link
            to={modeLink('sign-in', redirect)}
            aria-current={mode === 'sign-in' ? 'true' : undefined}
            className={cn(tabClass, mode === 'sign-in' ? 'bg-background text-primary shadow-sm' : 'text-foreground/70')}
          >
            Sign in
          </Link>
          <Link
            to={modeLink('sign-up', redirect)}
            aria-current={mode === 'sign-up' ? 'true' : undefined}
            className={cn(tabClass, mode === 'sign-up' ? 'bg-background text-primary shadow-sm' : 'text-foreground/70')}
          >
            Create an account
          </Link>
        </nav>
        <h2 className="mb-4 text-xl font-semibold text-primary">
          {mode === 'sign-in' ? 'Sign in to your account' : 'Create your account'}
        </h2>
        {mode === 'sign-in' ? (
          <SignInForm key="sign-in" onSignedIn={() => void navigate(returnTo, { replace: true })} />
        ) : (
          <SignUpForm key="sign-up" onSignedUp={() => void navigate(paths.home, { replace: true })} />
        )}
        <p className="mt-8 text-sm text-muted-foreground">
          Need help with an account? Write to{' '}
          <a
            className="font-medium text-accent-strong underline-offset-4 hover:underline"
            href={`mailto:${site.supportEmail}`}
          >
            {site.supportEmail}
          </a>{' '}
          from the email address you use with us.
        </p>
        {mode === 'sign-up' ? (
          <p className="mt-2 text-sm text-muted-foreground">
            Already have an account?{' '}
            <Button asChild variant="link" className="h-auto p-0">
              <Link to={modeLink('sign-in', redirect)}>Sign in</Link>
            </Button>
          </p>
        ) : null}
      </div>
    </PageContainer>
  );
}
