// Admin Dashboard (/admin), behind the admin gate: the dashboard's screens as tabs
// (src/features/admin), composed here with the gate from the auth feature.
import { PageContainer } from '@/components/layout/page-container';
import { PageHeader } from '@/components/layout/page-header';
import { AdminDashboard } from '@/features/admin/components/admin-dashboard';
import { AdminGate } from '@/features/auth/components/admin-gate';
import { useAuth } from '@/lib/account';

function AdminLanding() {
  const { user } = useAuth();
  return (
    <PageContainer className="py-10">
      <PageHeader
        title="Admin Dashboard"
        description={
          <>
            Signed in as <strong className="text-foreground">{user?.full_name}</strong> ({user?.email}), administrator.
          </>
        }
      />
      <div className="mt-6">
        <AdminDashboard />
      </div>
    </PageContainer>
  );
}

export function Component() {
  return (
    <AdminGate>
      <AdminLanding />
    </AdminGate>
  );
}
