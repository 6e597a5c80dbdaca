import type { RefObject } from 'react';
import { format, formatNumber } from '../../../core/i18n/i18n';
import { HitBody } from './grouped';
import type { SearchStrings } from '../strings';
import type { useCombobox } from './use-combobox';
import type { SearchProps, useSearch } from '../state/use-search';

type Search = ReturnType<typeof useSearch>;

/** The sentence announced in the live region and shown above the results: a count, no results, or the failure. */
export function resultStatus(search: Search, strings: SearchStrings): string {
  const count = search.snap.nbHits;
  if (!search.query.trim()) return '';
  if (search.failure) return search.failure.kind === 'offline' ? strings.offline : strings.error;
  if (!search.showingHits) return '';
  return count === 0 ? format(strings.noResults, { q: search.snap.query }) : format(strings.results, { n: count });
}

interface ResultPanelProps {
  search: Search;
  combobox: ReturnType<typeof useCombobox>;
  t: SearchStrings;
  lang: string;
  /** Prefix of the ids inside the panel (`${uid}-list`, `${uid}-o${i}` options, `${uid}-t${i}` page titles). */
  uid: string;
  inputRef: RefObject<HTMLInputElement | null>;
  config: SearchProps;
}

/** The inside of the results panel: facet buttons, error and retry, recent searches, the listbox, "show more". */
export function ResultPanel({ search, combobox, t: strings, lang, uid, inputRef, config }: ResultPanelProps) {
  const { showingHits } = search;
  const query = search.query.trim();
  const facets = query && !search.failure ? search.snap.facets.filter((f) => f.items.length) : [];
  return (
    <>
      {facets.length ? (
        <div className="facets" part="facets">
          {facets.map((f) => (
            <div className="facet-group" role="group" aria-label={format(strings.filters, { name: f.attribute })} key={f.attribute}>
              <span className="facet-name" aria-hidden="true">
                {f.attribute}
              </span>
              {f.items.map((it) => (
                <button
                  type="button"
                  part="facet"
                  className="facet"
                  aria-pressed={it.isRefined}
                  key={it.value}
                  onClick={() => search.toggleFacet(f.attribute, it.value)}
                >
                  {it.label} <span className="count">{formatNumber(it.count, lang)}</span>
                </button>
              ))}
            </div>
          ))}
        </div>
      ) : null}
      {search.failure && query ? (
        <div className="message error" part="message" role="alert">
          <span>{search.failure.kind === 'offline' ? strings.offline : strings.error}</span>{' '}
          <button
            type="button"
            className="retry"
            onClick={() => {
              // The button goes away while the retry runs: focus back to the box first, so the
              // panel stays open for the outcome and a keyboard user keeps their place.
              inputRef.current?.focus();
              search.retry();
            }}
          >
            {strings.retry}
          </button>
        </div>
      ) : null}
      {!query && search.recent.length ? (
        <div className="recent-head" part="recent">
          <span id={`${uid}-recent`}>{strings.recent}</span>
          <button
            type="button"
            className="link"
            onClick={() => {
              search.forget();
              inputRef.current?.focus();
            }}
          >
            {strings.clearRecent}
          </button>
        </div>
      ) : null}
      {showingHits && !search.failure ? (
        <p className="stats" part="stats">
          {resultStatus(search, strings)}
        </p>
      ) : null}
      {query && !showingHits && !search.failure && search.stalled ? (
        <p className="message" part="message">
          {search.preparing ? strings.preparing : strings.searching}
        </p>
      ) : null}
      <ul
        ref={combobox.listRef}
        id={`${uid}-list`}
        role="listbox"
        part="listbox"
        aria-label={query ? strings.resultsLabel : strings.recent}
        hidden={!combobox.listboxShown}
      >
        {combobox.options.map((opt, index) => {
          const id = `${uid}-o${index}`;
          const role = opt.kind === 'hit' ? opt.role : undefined;
          const common = {
            id,
            role: 'option',
            'aria-selected': index === combobox.active,
            // A section is announced with its page's title.
            'aria-describedby': opt.kind === 'hit' && opt.page !== undefined ? `${uid}-t${opt.page}` : undefined,
            tabIndex: -1,
            part: role ? `option ${role}` : 'option',
            className: role ? `option ${role}` : 'option',
            onMouseMove: (event: { screenX: number; screenY: number }) => combobox.hover(index, event),
          };
          if (opt.kind === 'recent') {
            return (
              <li role="none" key={`r${opt.query}`}>
                <div {...common} onClick={() => combobox.select(opt)}>
                  <span className="title" part="title">
                    {opt.query}
                  </span>
                </div>
              </li>
            );
          }
          const { hit, url } = opt;
          const body = (
            <HitBody opt={opt} titleField={config.titleField} snippetField={config.snippetField} titleId={role === 'page' ? `${uid}-t${index}` : undefined} />
          );
          return (
            <li role="none" key={hit.objectID + ':' + index}>
              {url ? (
                <a {...common} href={url} onClick={(e) => combobox.select(opt, e)}>
                  {body}
                </a>
              ) : (
                <div {...common} onClick={(e) => combobox.select(opt, e)}>
                  {body}
                </div>
              )}
            </li>
          );
        })}
      </ul>
      {showingHits && !search.snap.isLastPage && !search.failure ? (
        <button type="button" className="more" part="more" onClick={search.showMore}>
          {strings.showMore}
        </button>
      ) : null}
    </>
  );
}
