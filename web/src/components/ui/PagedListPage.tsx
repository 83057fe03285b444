import type { ReactNode } from 'react';
import { ListSection, listState } from './ListSection';
import { Pager } from './Pager';

/**
 * The page shell of a filtered, paged account list (transactions, withdrawals): the heading, the filter tabs,
 * the list card with its loading, failure and empty states, and the pager.
 */
export function PagedListPage({
  testId,
  heading,
  tabs,
  caption,
  countLabel,
  query,
  pageSize,
  page,
  hrefFor,
  skeleton,
  failure,
  empty,
  children,
}: {
  testId: string;
  heading: ReactNode;
  tabs: ReactNode;
  caption: string;
  countLabel: (total: number) => string;
  query: Parameters<typeof listState>[0] & { data?: { list: unknown[]; total: number } };
  pageSize: number;
  page: number;
  hrefFor: (page: number) => string;
  skeleton: { rows: number; className: string; label: string };
  failure: ReactNode;
  empty: ReactNode;
  children: ReactNode;
}) {
  const data = query.data;
  const pages = data ? Math.ceil(data.total / pageSize) : 0;
  return (
    <div className="space-y-4" data-testid={testId}>
      {heading}
      {tabs}
      <ListSection
        caption={caption}
        count={data ? countLabel(data.total) : null}
        state={listState(query)}
        skeleton={skeleton}
        failure={failure}
        empty={empty}
      >
        {children}
      </ListSection>
      <Pager page={page} pages={pages} hrefFor={hrefFor} />
    </div>
  );
}
