/**
 * Settings → Inlay: "Rebuild index" runs the rebuild in batches (POST inlay/v1/rebuild with the REST
 * nonce apiFetch adds), showing the progress, so a large site never times out one request.
 */
(function (wp) {
  'use strict';
  const __ = wp.i18n.__;
  const button = document.getElementById('inlay-rebuild');
  const bar = document.getElementById('inlay-progress');
  const status = document.getElementById('inlay-index-status');
  if (!button || !bar || !status) return;
  button.addEventListener('click', async () => {
    button.disabled = true;
    bar.hidden = false;
    let offset = 0;
    try {
      for (;;) {
        const r = await wp.apiFetch({ path: '/inlay/v1/rebuild', method: 'POST', data: { offset } });
        bar.max = Math.max(1, r.total);
        bar.value = r.done;
        status.textContent = wp.i18n.sprintf(__('Indexed %1$d of %2$d.', 'inlay'), r.done, r.total);
        if (r.finished) break;
        offset = r.done;
      }
      status.textContent = __('The search index is up to date.', 'inlay');
    } catch (e) {
      status.textContent = __('The rebuild stopped:', 'inlay') + ' ' + ((e && e.message) || e);
    } finally {
      button.disabled = false;
    }
  });
})(window.wp);
