import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Skeleton } from '../../../components/ui/Skeleton';
import { useFooterQuery } from '../api/footer';

/** Info-page columns grouped by keyword (titles translated by the server). */
export function FooterColumns() {
  const { t } = useTranslation('footer');
  const { data, isPending, isError } = useFooterQuery();
  if (isPending) {
    return (
      <div className="grid grid-cols-2 gap-6 sm:grid-cols-3" aria-busy="true">
        {[0, 1, 2].map((i) => (
          <div key={i} className="space-y-2.5">
            <Skeleton className="h-4 w-24" />
            <Skeleton className="h-3 w-32" />
            <Skeleton className="h-3 w-28" />
            <Skeleton className="h-3 w-20" />
          </div>
        ))}
      </div>
    );
  }
  if (isError || !data) return <p className="text-sm text-muted">{t('columnsUnavailable')}</p>;
  return (
    <div className="grid grid-cols-2 gap-x-6 gap-y-8 sm:grid-cols-3">
      {data.columns.map((column) => (
        <nav key={column.keyword} aria-label={column.title}>
          <h2 className="mb-3 text-xs font-bold uppercase tracking-wider text-text">{column.title}</h2>
          <ul className="space-y-2">
            {column.pages.map((page) => (
              <li key={page.id}>
                <Link to={`/remark/${page.slug}`} className="text-sm text-muted transition hover:text-accent-2">
                  {page.title}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ))}
    </div>
  );
}

/** Company address and contact lines. */
export function FooterContacts() {
  const { t } = useTranslation('footer');
  const { data } = useFooterQuery();
  if (!data) return null;
  return (
    <div className="space-y-2 text-sm text-muted">
      <h2 className="mb-3 text-xs font-bold uppercase tracking-wider text-text">{t('contactTitle')}</h2>
      {data.address ? <address className="not-italic leading-relaxed">{data.address}</address> : null}
      <ul className="space-y-1.5">
        {data.contacts.map((contact) => (
          <li key={contact.key} className="break-words">
            <ContactValue value={contact.value} />
          </li>
        ))}
      </ul>
    </div>
  );
}

function ContactValue({ value }: { value: string }) {
  if (/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(value)) {
    return (
      <a href={`mailto:${value}`} className="text-text hover:text-accent-2">
        {value}
      </a>
    );
  }
  if (/^https?:\/\//.test(value)) {
    return (
      <a href={value} target="_blank" rel="noopener noreferrer" className="text-text hover:text-accent-2">
        {value.replace(/^https?:\/\//, '')}
      </a>
    );
  }
  return <span>{value}</span>;
}
