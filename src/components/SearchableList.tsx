import type { ReactNode } from 'react';
import { SearchBox } from './SearchBox';
import { SearchedList, type SearchedQuery } from './SearchedList';

/** What a list's rows are called, one and many: the box, the progress bar and the no-match message say it. */
export interface ListNoun {
  one: string;
  many: string;
}

interface SearchableListProps {
  noun: ListNoun;
  /** The committed search and its setter, as useSearchParam gives them. */
  search: readonly [string, (search: string) => void];
  placeholder: string;
  /** The Clear button's accessible name, where it says more than "Clear". */
  clearLabel?: string;
  query: SearchedQuery;
  /** The rows merged from the loaded pages. */
  count: number;
  /** Said when the whole list is empty. */
  empty: string;
  errorTitle: { first: string; more: string };
  errorHint?: ReactNode;
  loadMoreLabel?: string;
  /** The table, shown once there are rows. */
  children: ReactNode;
}

/**
 * A searchable list of the site (clubs, events, rooms): the search box over the list's states, worded one way from
 * the noun ("Search clubs", "Loading clubs…", "No club matches “x”."), so the lists cannot drift apart in how they
 * are wired or said.
 */
export function SearchableList({
  noun,
  search: [search, onSearch],
  placeholder,
  clearLabel,
  children,
  ...list
}: SearchableListProps) {
  const id = `${noun.one}-search`;
  return (
    <>
      <SearchBox
        value={search}
        onSearch={onSearch}
        id={id}
        label={`Search ${noun.many}`}
        placeholder={placeholder}
        className={`field ${id}`}
        buttonAriaLabel={clearLabel}
      />
      <SearchedList
        {...list}
        search={search}
        loadingLabel={`Loading ${noun.many}…`}
        noMatch={(text) => `No ${noun.one} matches “${text}”.`}
      >
        {children}
      </SearchedList>
    </>
  );
}
