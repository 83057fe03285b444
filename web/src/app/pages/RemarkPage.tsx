import { useParams } from 'react-router';
import { InfoPageView } from '../../features/info-pages/components/InfoPageView';
import { PageSideList } from '../../features/info-pages/components/PageSideList';
import { SupportPanel } from '../../features/support/components/SupportPanel';

/** The info page that carries the help form (spec §2 "contact/help form"). */
const HELP_SLUG = 'contact';

/** `/remark/:slug`: legal and info pages with the list of the others beside them; the contact page adds the help form. */
export default function RemarkPage() {
  const { slug = '' } = useParams();
  return (
    // minmax(0,1fr) and min-w-0: the page list scrolls sideways inside its box instead of widening the page.
    <div className="grid grid-cols-[minmax(0,1fr)] gap-5 lg:grid-cols-[260px_minmax(0,1fr)] lg:gap-8">
      <aside className="min-w-0">
        <PageSideList />
      </aside>
      <div className="min-w-0 space-y-5 lg:space-y-8">
        <div className="rounded-2xl border border-line bg-surface p-5 sm:p-8 lg:p-10">
          <div className="mx-auto max-w-3xl">
            <InfoPageView key={slug} slug={slug} />
          </div>
        </div>
        {slug === HELP_SLUG ? <SupportPanel /> : null}
      </div>
    </div>
  );
}
