import { useParams } from 'react-router';
import { InfoPageView } from '../../features/info-pages/components/InfoPageView';
import { PageSideList } from '../../features/info-pages/components/PageSideList';

/** `/remark/:slug`: legal and info pages with the list of the others beside them. */
export default function RemarkPage() {
  const { slug = '' } = useParams();
  return (
    <div className="grid gap-5 lg:grid-cols-[260px_minmax(0,1fr)] lg:gap-8">
      <aside>
        <PageSideList />
      </aside>
      <div className="min-w-0 rounded-2xl border border-line bg-surface p-5 sm:p-8 lg:p-10">
        <div className="mx-auto max-w-3xl">
          <InfoPageView key={slug} slug={slug} />
        </div>
      </div>
    </div>
  );
}
