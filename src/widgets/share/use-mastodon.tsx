import { useRef, useState } from 'react';
import { format } from '../../core/i18n/i18n';
import { openPopup } from './popup';
import { mastodonHost, shareUrl, type ShareData } from './services';
import type { ShareStrings } from './strings';

/**
 * Mastodon has no single share URL: the visitor's server is asked once in a modal dialog, remembered in
 * localStorage, and from then on the Mastodon link goes straight to that server (`askMastodonServer()` asks again).
 */
const STORE = 'inlay-share-mastodon';

function readStored(): string {
  try {
    return localStorage.getItem(STORE) ?? '';
  } catch {
    return '';
  }
}

/** Follows a URL in a new tab the way a link would (never blocked after a click). */
function openTab(root: Node | null, url: string) {
  const link = document.createElement('a');
  link.href = url;
  link.target = '_blank';
  link.rel = 'noopener noreferrer';
  (root ?? document.body).appendChild(link);
  link.click();
  link.remove();
}

/**
 * The remembered server, `askMastodonServer()` to open the dialog, and the dialog itself (render it only
 * when the services include Mastodon; share/build.mjs has the minifier shorten these three names). `emitShare` fires inlay-share and is false when the page cancelled it.
 */
export function useMastodon(strings: ShareStrings, data: ShareData, emitShare: (service: string) => boolean, root: Node | null) {
  const [instance, setInstance] = useState(readStored);
  const [bad, setBad] = useState(false);
  const dialog = useRef<HTMLDialogElement>(null);
  const input = useRef<HTMLInputElement>(null);

  const ask = () => {
    setBad(false);
    dialog.current?.showModal();
    if (input.current) {
      input.current.value = instance;
      input.current.select();
    }
  };

  const share = (event: { preventDefault(): void }) => {
    event.preventDefault();
    const server = mastodonHost(input.current?.value ?? '');
    if (!server) {
      setBad(true);
      input.current?.focus();
      return;
    }
    try {
      localStorage.setItem(STORE, server);
    } catch {
      /* not remembered */
    }
    setInstance(server);
    dialog.current?.close();
    const href = shareUrl('mastodon', data, server);
    if (emitShare('mastodon') && !openPopup(href, [600, 500])) openTab(root, href);
  };

  const view = (
    <dialog ref={dialog} part="dialog" aria-labelledby="m-h">
      <form method="dialog" noValidate onSubmit={share}>
        <h2 id="m-h">{format(strings.on, { name: 'Mastodon' })}</h2>
        <label htmlFor="m-i">{strings.server}</label>
        <input
          ref={input}
          id="m-i"
          type="text"
          inputMode="url"
          autoComplete="off"
          spellCheck={false}
          autoCapitalize="none"
          placeholder="mastodon.social"
          defaultValue={instance}
          aria-invalid={bad || undefined}
          aria-describedby={bad ? 'm-e' : undefined}
        />
        {bad && (
          <p id="m-e" className="err">
            {strings.badServer}
          </p>
        )}
        <div className="row">
          <button type="button" className="ghost" onClick={() => dialog.current?.close()}>
            {strings.cancel}
          </button>
          <button type="submit">{strings.go}</button>
        </div>
      </form>
    </dialog>
  );
  return { mastodonServer: instance, askMastodonServer: ask, mastodonDialog: view };
}
