// Password reset: how to get a new password for an account.
import { Link } from 'react-router-dom';
import { PageContainer } from '@/components/layout/page-container';
import { PageHeader } from '@/components/layout/page-header';
import { Prose } from '@/components/layout/prose';
import { paths } from '@/config/paths';
import { site } from '@/config/site';

export function Component() {
  return (
    <PageContainer className="py-10">
      <PageHeader
        title="Reset Password"
        description="Lost the password for your Vaultmark account? A reset replaces it with a new one; your account and its data stay as they are."
      />
      <Prose>
        <p>
          Write to{' '}
          <a href={`mailto:${site.supportEmail}?subject=${encodeURIComponent('Password reset')}`}>
            {site.supportEmail}
          </a>{' '}
          from the email address on your account and we will help you set a new password. For your security we never ask
          for your current or new password by email.
        </p>
        <p>
          Remembered it? Go back to <Link to={paths.auth}>sign in</Link>.
        </p>
      </Prose>
    </PageContainer>
  );
}
