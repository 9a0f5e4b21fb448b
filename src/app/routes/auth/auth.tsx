// Sign In: who accounts are for and how to get help with one.
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
        title="Sign In"
        description="Vaultmark accounts are for program participants and the Vaultmark team. You do not need one to use the indexes, the mNAV material, the case studies, the glossary or the readiness assessment."
      />
      <Prose>
        <h2>Help with an account</h2>
        <p>
          For access to an account, or help with an existing one, write to{' '}
          <a href={`mailto:${site.supportEmail}`}>{site.supportEmail}</a> from the email address you use with us.
        </p>
        <p>
          Forgotten your password? See <Link to={paths.passwordReset}>password reset</Link>.
        </p>
      </Prose>
    </PageContainer>
  );
}
