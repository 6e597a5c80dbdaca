import { useEffect, useMemo, useRef, useState, type CSSProperties, type MouseEvent, type ReactNode } from 'react';
import type { WidgetBaseProps } from '../../core/element/define';
import { choose, format } from '../../core/i18n/i18n';
import type { PropsOf } from '../../core/spec/spec';
import { Notice, useStrings, useWidget } from '../../core/element/widget';
import { useCounts } from './counts';
import { ICONS } from './icons';
import { openPopup } from './popup';
import { useMastodon } from './use-mastodon';
import { kindOf, resolveServices, SERVICES, shareUrl, type ShareData } from './services';
import type { spec } from './spec';
import { translations } from './strings';

export { translations };

/** The resolved props (spec.ts is their one declaration). */
export type ShareProps = PropsOf<typeof spec> & WidgetBaseProps;

const attr = (sel: string, name: string) => document.querySelector(sel)?.getAttribute(name)?.trim() || '';

/** An absolute URL stays exactly as given; a relative one is resolved against the page. */
function absolute(raw: string): string {
  if (!raw || /^[a-z][\w+.-]*:/i.test(raw)) return raw;
  try {
    return new URL(raw, document.baseURI).href;
  } catch {
    return raw;
  }
}

const Icon = ({ id }: { id: string }) => (
  <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" part="icon">
    <path d={ICONS[id]} />
  </svg>
);

export function Share(props: ShareProps) {
  const { emit, reportError, lang, dir, host } = useWidget();
  const strings = useStrings('share', translations, props.strings);
  const data: ShareData = {
    url: absolute(props.url.trim() || attr('link[rel=canonical]', 'href') || attr('meta[property="og:url"]', 'content') || location.href),
    title: (props.shareTitle || document.title).trim(),
    media: absolute(props.media.trim() || attr('meta[property="og:image"]', 'content')),
    via: props.via.trim(),
  };
  const { ids, unknown } = resolveServices(props.services);
  const problem = unknown.length ? `services: unknown ${unknown.map((u) => `"${u}"`).join(', ')}. Valid services: ${Object.keys(SERVICES).join(', ')}.` : '';
  useEffect(() => {
    if (problem) reportError('bad-attribute', problem);
  }, [problem, reportError]);

  const counts = useCounts(props.countsUrl.trim() || undefined, data.url, props.consent.trim() || undefined, reportError);
  const fmt = useMemo(() => {
    const compact = { notation: 'compact', maximumFractionDigits: 1 } as const;
    try {
      return new Intl.NumberFormat(lang, compact);
    } catch {
      return new Intl.NumberFormat(undefined, compact);
    }
  }, [lang]);

  const [status, setStatus] = useState('');
  // Copying by hand: the confirmation to show if the legacy copy of the selected field works ('' = no).
  const [manual, setManual] = useState('');
  const fallback = useRef<HTMLInputElement>(null);

  useEffect(() => {
    const field = fallback.current;
    if (!manual || !field) return;
    field.focus();
    field.select();
    // No Clipboard API (e.g. a page on plain http): the legacy copy of the selection often still works.
    try {
      if (document.execCommand('copy')) setStatus(manual);
    } catch {
      /* the visitor copies by hand */
    }
  }, [manual]);
  useEffect(() => {
    if (!status || manual) return;
    const id = setTimeout(() => setStatus(''), 5000);
    return () => clearTimeout(id);
  }, [status, manual]);

  /** Fires inlay-share; false when the page cancelled it. */
  const emitShare = (service: string) => emit('inlay-share', { service, url: data.url }, { cancelable: true });
  const { mastodonServer: instance, askMastodonServer: askServer, mastodonDialog: dialog } = useMastodon(strings, data, emitShare, host?.shadowRoot ?? null);

  const onLink = (event: MouseEvent<HTMLAnchorElement>, id: string, href: string) => {
    if (event.button > 1) return;
    const plain = event.type === 'click' && !(event.ctrlKey || event.metaKey || event.shiftKey || event.altKey);
    // Mastodon asks for the visitor's server once; then its link goes straight to that server.
    if (plain && id === 'mastodon' && !instance) {
      event.preventDefault();
      return askServer();
    }
    if (!emitShare(id)) return event.preventDefault();
    if (plain && id !== 'mail' && openPopup(href, SERVICES[id]!.size ?? [600, 500])) event.preventDefault();
  };

  const copy = () => {
    if (!emitShare('copy')) return;
    const done = (ok: boolean) => {
      setManual(ok ? '' : strings.copied);
      // A changed text node makes screen readers announce a repeated confirmation again.
      setStatus((s) => (ok ? (s === strings.copied ? strings.copied + '\u200b' : strings.copied) : strings.manual));
    };
    (navigator.clipboard ? navigator.clipboard.writeText(data.url) : Promise.reject()).then(
      () => done(true),
      () => done(false),
    );
  };

  const buttons: Record<string, () => void> = {
    copy,
    print: () => emitShare('print') && print(),
    share: () => emitShare('share') && navigator.share({ title: data.title, url: data.url }).catch(() => {}),
  };

  const countText = (n: number | undefined) => (n ? fmt.format(n) : '');
  let total = 0;
  if (counts) total = counts.total ?? Object.values(counts).reduce((s, v) => s + v, 0);

  /** Text around a visible part, for screen readers only: "Share on |Facebook|", "|1.2K| shares". */
  const withHiddenText = (template: string, key: string, visible: ReactNode) => {
    const [before, after] = template.split(`{${key}}`);
    return (
      <>
        {before && <span className="inlay-sr-only">{before}</span>}
        {visible}
        {after && <span className="inlay-sr-only">{after}</span>}
      </>
    );
  };

  const serviceButton = (id: string) => {
    const def = SERVICES[id]!;
    const kind = kindOf(id);
    const visible = def.name || strings[id as 'mail' | 'copy' | 'print' | 'share'];
    const template = def.name ? strings.on : id === 'mail' ? strings.mailOn : '{name}';
    const countLabel = countText(counts?.[id]);
    const common = {
      part: `button ${id}`,
      className: 'btn',
      'data-service': id,
      style: { '--c': def.color } as CSSProperties,
      title: props.display === 'icon' ? format(template, { name: visible }) : undefined,
    };
    const content = (
      <>
        {props.display !== 'label' && <Icon id={id} />}
        {withHiddenText(
          template,
          'name',
          <span part="label" className={props.display === 'icon' ? 'inlay-sr-only' : undefined}>
            {visible}
          </span>,
        )}
        {countLabel &&
          withHiddenText(
            choose(strings.shares, counts![id]!),
            'n',
            <span part="count" className="count">
              {countLabel}
            </span>,
          )}
      </>
    );
    if (kind === 'link' || kind === 'mail' || kind === 'mastodon') {
      const href = shareUrl(id, data, kind === 'mastodon' ? instance : null);
      const link = (
        <a
          {...common}
          href={href}
          target={kind === 'mail' ? undefined : '_blank'}
          rel="noopener noreferrer nofollow"
          onClick={(e) => onLink(e, id, href)}
          onAuxClick={(e) => onLink(e, id, href)}
        >
          {content}
        </a>
      );
      // Once a server is remembered, a split button beside the link asks again. The wrapper is there
      // from the start, so the link (focused while the dialog was open) is kept when the button comes.
      return kind === 'mastodon' ? (
        <span className="split">
          {link}
          {instance && (
            <button
              type="button"
              part="button mastodon-server"
              className="btn more"
              style={common.style}
              aria-label={format(strings.change, { server: instance })}
              title={format(strings.change, { server: instance })}
              onClick={askServer}
            >
              <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                <path className="chevron" d="M6 9l6 6 6-6" />
              </svg>
            </button>
          )}
        </span>
      ) : (
        link
      );
    }
    return (
      <button type="button" {...common} onClick={buttons[kind]}>
        {content}
      </button>
    );
  };

  // Web Share only where it exists and accepts a URL (feature-detect both: MDN "Navigator: share()"; a
  // missing canShare crashed other sites, Xe/site#726).
  const shown = ids.filter((id) => id !== 'share' || (typeof navigator.share === 'function' && navigator.canShare?.({ url: data.url }) !== false));

  return (
    <div className={`${props.orientation} ${props.display} ${props.theme}`} dir={dir} title="">
      {problem && <Notice title="<inlay-share>:">{problem}</Notice>}
      <ul part="list" role="list" aria-label={strings.list}>
        {props.total && total > 0 && (
          <li part="total" className="total">
            {format(choose(strings.shares, total), { n: fmt.format(total) })}
          </li>
        )}
        {shown.map((id) => (
          <li key={id}>{serviceButton(id)}</li>
        ))}
      </ul>
      <p className={status === strings.manual ? 'status manual' : 'status'} part="status" role="status">
        {status}
      </p>
      {manual && (
        <input
          ref={fallback}
          className="fallback"
          part="fallback"
          readOnly
          value={data.url}
          aria-label={strings.copy}
          onFocus={(e) => e.currentTarget.select()}
        />
      )}
      {ids.includes('mastodon') && dialog}
    </div>
  );
}
