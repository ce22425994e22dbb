import { MODERATION_TEXTS } from '@seamline/contract';
import { Page, PageHeader } from '@/components/layout/page';
import { Moderation } from '@/features/admin/components/moderation';

export default function AdminModerationRoute() {
  return (
    <Page>
      <title>{`${MODERATION_TEXTS.moderation} · Operator · Seamline`}</title>
      <PageHeader
        title={MODERATION_TEXTS.moderation}
        description="Find a product or a review and hide it from buyers, or show it again. Every change is in the audit log."
      />
      <Moderation />
    </Page>
  );
}
