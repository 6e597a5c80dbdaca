/**
 * The editor side of Inlay's five blocks: plain JavaScript on WordPress's own editor scripts (the
 * `wp.*` globals), no build step. Each block is dynamic: while the plugin is active the server renders
 * the element (includes/blocks.php) and previews itself with ServerSideRender, which the widget
 * scripts enqueued in the editor bring to life. What a block saves is its fallback, plain HTML shown
 * only when the plugin is deactivated: share links, the images, a note, a link to the site search,
 * the headline. It is built from attributes alone (no translated text, no editor state), so the saved
 * HTML stays valid whoever opens the post, in whatever language; and it holds only what kses lets an
 * Author save (no <input>, no <form>). Blocks saved before the fallbacks existed (no inner HTML) are
 * read through `deprecated` and get their fallback the next time the post is saved.
 */
(function (wp, config) {
  'use strict';
  const el = wp.element.createElement;
  const __ = wp.i18n.__;
  const { registerBlockType } = wp.blocks;
  const { InspectorControls, InnerBlocks, MediaUpload, MediaUploadCheck, useBlockProps } = wp.blockEditor;
  const { PanelBody, TextControl, SelectControl, ToggleControl, CheckboxControl, RangeControl, Button, Placeholder, TextareaControl } = wp.components;
  const ServerSideRender = wp.serverSideRender;
  const services = (config && config.services) || ['x', 'facebook', 'linkedin', 'mastodon', 'mail'];
  const defaultServices = (config && config.default) || [];

  /**
   * The server's rendering of the block, fetched again 400 ms after the attributes last changed. It
   * mounts a new ServerSideRender each time (keyed by the attributes): WordPress 6.1's own debounce
   * is cancelled by any re-render of the block within 500 ms, so on a busy editor a change (images
   * added, a service ticked) could leave the preview showing the old attributes.
   */
  function Preview({ name, attributes }) {
    const json = JSON.stringify(attributes);
    const [shown, setShown] = wp.element.useState(json);
    wp.element.useEffect(() => {
      const timer = setTimeout(() => setShown(json), 400);
      return () => clearTimeout(timer);
    }, [json]);
    return el(ServerSideRender, { key: shown, block: 'inlay/' + name, attributes: JSON.parse(shown) });
  }

  /** The block's box in the editor: its settings in the sidebar, the server's rendering as preview. */
  function edit(name, panels, below) {
    return function Edit(props) {
      const blockProps = useBlockProps();
      useFallbackDefaults(name, props);
      return el(
        'div',
        blockProps,
        el(InspectorControls, null, el(PanelBody, { title: __('Settings', 'inlay'), initialOpen: true }, panels(props))),
        below ? below(props) : null,
        el(Preview, { name, attributes: props.attributes }),
      );
    };
  }

  const home = (config && config.home) || '/';
  /**
   * The fallback's texts and links, stored as attributes the first time the block is edited: the
   * post's short link (`?p=ID`, stable through slug changes) for the share links, the site search's
   * URL, the texts in the language of whoever added the block.
   */
  function useFallbackDefaults(name, { attributes: a, setAttributes: set }) {
    const post = wp.data.useSelect((select) => {
      const editor = select('core/editor');
      return editor && editor.getCurrentPostId ? { id: editor.getCurrentPostId(), type: editor.getCurrentPostType() } : null;
    }, []);
    wp.element.useEffect(() => {
      const patch = {};
      if (name === 'share' && !a.postUrl && post && post.id && typeof post.id === 'number') {
        patch.postUrl =
          home + (post.type === 'page' ? '?page_id=' : post.type === 'post' ? '?p=' : '?post_type=' + encodeURIComponent(post.type) + '&p=') + post.id;
      }
      if (name === 'share' && a.mailLabel === undefined) patch.mailLabel = __('Email', 'inlay');
      if (name === 'form' && a.fallbackText === undefined) patch.fallbackText = __('This form is not available at the moment.', 'inlay');
      if (Object.keys(patch).length) set(patch);
    }, [post && post.id]);
  }

  const NAMES = {
    facebook: 'Facebook',
    x: 'X',
    linkedin: 'LinkedIn',
    whatsapp: 'WhatsApp',
    telegram: 'Telegram',
    reddit: 'Reddit',
    pinterest: 'Pinterest',
    xing: 'XING',
    bluesky: 'Bluesky',
    mastodon: 'Mastodon',
    threads: 'Threads',
    tumblr: 'Tumblr',
    hackernews: 'Hacker News',
    mail: '',
  };
  /** Each service's share address for a URL alone (the networks' share/intent URLs, as the widget builds them). */
  const SHARE = {
    facebook: 'https://www.facebook.com/sharer/sharer.php?u=',
    x: 'https://x.com/intent/tweet?url=',
    linkedin: 'https://www.linkedin.com/sharing/share-offsite/?url=',
    whatsapp: 'https://wa.me/?text=',
    telegram: 'https://t.me/share/url?url=',
    reddit: 'https://www.reddit.com/submit?type=LINK&url=',
    pinterest: 'https://www.pinterest.com/pin/create/button/?url=',
    xing: 'https://www.xing.com/spi/shares/new?url=',
    bluesky: 'https://bsky.app/intent/compose?text=',
    mastodon: 'https://share.joinmastodon.org/?text=',
    threads: 'https://www.threads.com/intent/post?url=',
    tumblr: 'https://www.tumblr.com/widgets/share/tool?posttype=link&canonicalUrl=',
    hackernews: 'https://news.ycombinator.com/submitlink?u=',
    mail: 'mailto:?body=',
  };
  const ALIASES = { twitter: 'x', email: 'mail', hn: 'hackernews', fediverse: 'mastodon' };
  /** Services of a fallback when the block names none (the site's choice may change; the saved HTML may not). */
  const FALLBACK_SERVICES = ['facebook', 'x', 'linkedin', 'mail'];
  const className = (name) => 'wp-block-inlay-' + name + ' inlay-fallback';

  const saves = {
    share: ({ attributes: a }) => {
      if (!a.postUrl) return null;
      const ids = (a.services && a.services.length ? a.services : FALLBACK_SERVICES)
        .map((s) => ALIASES[s] || s)
        .filter((s, i, all) => SHARE[s] && all.indexOf(s) === i);
      return el(
        'ul',
        { className: className('share') },
        ids.map((s) =>
          el(
            'li',
            { key: s },
            el('a', { href: SHARE[s] + encodeURIComponent(a.postUrl), rel: 'noopener nofollow' }, s === 'mail' ? a.mailLabel || 'Email' : NAMES[s]),
          ),
        ),
      );
    },
    slider: ({ attributes: a }) => {
      const images = (a.images || []).filter((i) => i && i.url);
      if (!images.length) return null;
      return el(
        'figure',
        { className: className('slider'), 'aria-label': a.label || undefined },
        images.map((i, n) => el('img', { key: n, src: i.url, alt: i.alt || '' })),
      );
    },
    form: ({ attributes: a }) => {
      if (!a.fallbackText && !a.fallbackLink) return null;
      const link = a.fallbackLink || '';
      const href = /^[^\s@/:]+@[^\s@/]+$/.test(link) ? 'mailto:' + link : link;
      return el(
        'div',
        { className: className('form') },
        a.fallbackText ? el('p', null, a.fallbackText) : null,
        link ? el('p', null, el('a', { href }, link)) : null,
      );
    },
    // WordPress's own search block inside (a GET form to `?s=`): kses would strip an <input> an Author
    // saves, but a block's inner block is rendered by WordPress, with or without this plugin.
    search: () => el(InnerBlocks.Content),
    'fit-text': ({ attributes: a }) => (a.text ? el('p', { className: className('fit-text') }, a.text) : null),
  };
  /** The block's settings before its fallback: `save` gave nothing, the stored block has no inner HTML. */
  const withDeprecated = (name, block) => {
    const old = { ...block.attributes };
    for (const key of ['postUrl', 'mailLabel', 'fallbackText', 'fallbackLink']) delete old[key];
    return { ...block, save: saves[name], deprecated: [{ attributes: old, supports: block.supports, save: () => null }] };
  };

  const common = { category: 'widgets', supports: { html: false } };
  /** A select of [value, label] pairs. */
  const choice = (key, label, value, pairs, onChange) =>
    el(SelectControl, { key, label, value, options: pairs.map(([v, l]) => ({ value: v, label: l })), onChange });

  const postTypes = (config && config.postTypes) || [];
  /** A list with `value` in it or not. */
  const toggle = (list, value, on) => [...(list || []).filter((x) => x !== value), ...(on ? [value] : [])];
  /** Checkboxes of the site's categories (the first 100), for "only results in these categories". */
  function CategoryChecks({ value, onChange }) {
    // context=view: an Author may not read categories in the REST API's edit context.
    const terms = wp.data.useSelect(
      (select) => select('core').getEntityRecords('taxonomy', 'category', { per_page: 100, hide_empty: true, _fields: 'id,name', context: 'view' }),
      [],
    );
    if (!terms || !terms.length) return null;
    return el(
      'div',
      null,
      el('p', null, el('strong', null, __('Only results in these categories', 'inlay'))),
      // Term names come HTML-escaped (`Boats &amp; Ships`).
      terms.map((t) =>
        el(CheckboxControl, {
          key: t.id,
          label: wp.htmlEntities.decodeEntities(t.name),
          checked: value.includes(t.id),
          onChange: (on) => onChange(toggle(value, t.id, on)),
        }),
      ),
    );
  }

  registerBlockType(
    'inlay/search',
    withDeprecated('search', {
      ...common,
      apiVersion: 2,
      title: __('Site search', 'inlay'),
      description: __('A search box over your published posts and pages.', 'inlay'),
      icon: 'search',
      keywords: ['inlay', __('search', 'inlay')],
      attributes: {
        placeholder: { type: 'string' },
        label: { type: 'string' },
        mode: { type: 'string', enum: ['inline', 'modal'] },
        facets: { type: 'array', items: { type: 'string' } },
        postTypes: { type: 'array', items: { type: 'string' } },
        categories: { type: 'array', items: { type: 'number' } },
      },
      edit: edit(
        'search',
        ({ attributes: a, setAttributes: set }) => [
          el(TextControl, { key: 'p', label: __('Placeholder', 'inlay'), value: a.placeholder || '', onChange: (v) => set({ placeholder: v }) }),
          el(TextControl, { key: 'l', label: __('Label (read by screen readers)', 'inlay'), value: a.label || '', onChange: (v) => set({ label: v }) }),
          choice(
            'm',
            __('Show results', 'inlay'),
            a.mode || 'inline',
            [
              ['inline', __('Below the box', 'inlay')],
              ['modal', __('In a dialog (a button opens it)', 'inlay')],
            ],
            (v) => set({ mode: v }),
          ),
          el('p', { key: 'fh' }, el('strong', null, __('Filter buttons above the results', 'inlay'))),
          ...[
            ['kind', __('Content type (post, page, …)', 'inlay')],
            ['category', __('Category', 'inlay')],
            ['tag', __('Tag', 'inlay')],
          ].map(([key, label]) =>
            el(CheckboxControl, {
              key: 'f' + key,
              label,
              checked: (a.facets || []).includes(key),
              onChange: (on) => set({ facets: toggle(a.facets, key, on) }),
            }),
          ),
          postTypes.length > 1 ? el('p', { key: 'th' }, el('strong', null, __('Search only in', 'inlay'))) : null,
          ...(postTypes.length > 1
            ? postTypes.map((t) =>
                el(CheckboxControl, {
                  key: 't' + t.slug,
                  label: t.label,
                  checked: (a.postTypes || []).includes(t.slug),
                  onChange: (on) => set({ postTypes: toggle(a.postTypes, t.slug, on) }),
                }),
              )
            : []),
          el(CategoryChecks, { key: 'c', value: a.categories || [], onChange: (v) => set({ categories: v }) }),
        ],
        () => el('div', { hidden: true }, el(InnerBlocks, { template: [['core/search', { showLabel: false }]], templateLock: 'all' })),
      ),
    }),
  );

  registerBlockType(
    'inlay/share',
    withDeprecated('share', {
      ...common,
      apiVersion: 2,
      title: __('Share buttons', 'inlay'),
      description: __('Buttons to share this page, without trackers.', 'inlay'),
      icon: 'share',
      keywords: ['inlay', __('share', 'inlay'), __('social', 'inlay')],
      attributes: {
        services: { type: 'array', items: { type: 'string' } },
        orientation: { type: 'string' },
        display: { type: 'string' },
        theme: { type: 'string' },
        postUrl: { type: 'string' },
        mailLabel: { type: 'string' },
      },
      edit: edit('share', ({ attributes: a, setAttributes: set }) => {
        const chosen = a.services && a.services.length ? a.services : defaultServices;
        return [
          el('p', { key: 'h' }, __('Services', 'inlay')),
          ...services.map((s) =>
            el(CheckboxControl, {
              key: s,
              label: NAMES[s] || s,
              checked: chosen.includes(s),
              onChange: (on) => set({ services: on ? [...chosen.filter((x) => x !== s), s] : chosen.filter((x) => x !== s) }),
            }),
          ),
          choice(
            'd',
            __('Buttons show', 'inlay'),
            a.display || 'icon-label',
            [
              ['icon-label', __('Icon and name', 'inlay')],
              ['icon', __('Icon only', 'inlay')],
              ['label', __('Name only', 'inlay')],
            ],
            (v) => set({ display: v }),
          ),
          choice(
            'o',
            __('Direction', 'inlay'),
            a.orientation || 'horizontal',
            [
              ['horizontal', __('In a row', 'inlay')],
              ['vertical', __('In a column', 'inlay')],
            ],
            (v) => set({ orientation: v }),
          ),
        ];
      }),
    }),
  );

  /** An image address and an "Add image" button (for users without the Media Library). */
  function ImageByUrl({ onAdd }) {
    const [url, setUrl] = wp.element.useState('');
    return el(
      Placeholder,
      { icon: 'images-alt2', label: __('Image slider', 'inlay'), instructions: __('Add images by their address (URL), one after another.', 'inlay') },
      el(TextControl, { type: 'url', label: __('Image address', 'inlay'), value: url, onChange: setUrl }),
      el(
        Button,
        {
          variant: 'secondary',
          disabled: !/^(https?:\/\/|\/)/.test(url.trim()),
          onClick: () => {
            onAdd(url.trim());
            setUrl('');
          },
        },
        __('Add image', 'inlay'),
      ),
    );
  }

  registerBlockType(
    'inlay/slider',
    withDeprecated('slider', {
      ...common,
      apiVersion: 2,
      title: __('Image slider', 'inlay'),
      description: __('Images one after another, with arrows, dots and swipe.', 'inlay'),
      icon: 'images-alt2',
      keywords: ['inlay', __('slider', 'inlay'), __('carousel', 'inlay'), __('gallery', 'inlay')],
      attributes: {
        images: { type: 'array', default: [], items: { type: 'object' } },
        label: { type: 'string' },
        loop: { type: 'boolean' },
        autoplay: { type: 'boolean' },
        thumbnails: { type: 'boolean' },
        perView: { type: 'number' },
      },
      edit: edit(
        'slider',
        ({ attributes: a, setAttributes: set }) => [
          el(TextControl, {
            key: 'l',
            label: __('Name of the slider (read by screen readers)', 'inlay'),
            value: a.label || '',
            onChange: (v) => set({ label: v }),
          }),
          el(RangeControl, { key: 'p', label: __('Images at a time', 'inlay'), min: 1, max: 5, value: a.perView || 1, onChange: (v) => set({ perView: v }) }),
          el(ToggleControl, { key: 'o', label: __('Start again after the last image', 'inlay'), checked: !!a.loop, onChange: (v) => set({ loop: v }) }),
          el(ToggleControl, { key: 'a', label: __('Move on by itself', 'inlay'), checked: !!a.autoplay, onChange: (v) => set({ autoplay: v }) }),
          el(ToggleControl, { key: 't', label: __('Thumbnails', 'inlay'), checked: !!a.thumbnails, onChange: (v) => set({ thumbnails: v }) }),
          ...(a.images || []).map((img, i) =>
            el(TextControl, {
              key: 'alt' + i,
              label: __('Alternative text of image', 'inlay') + ' ' + (i + 1),
              value: img.alt || '',
              onChange: (v) => set({ images: a.images.map((x, j) => (j === i ? { ...x, alt: v } : x)) }),
            }),
          ),
        ],
        ({ attributes: a, setAttributes: set }) =>
          el(
            MediaUploadCheck,
            // Contributors may not open the Media Library: they add images by their address.
            { fallback: el(ImageByUrl, { onAdd: (url) => set({ images: [...(a.images || []), { url, alt: '' }] }) }) },
            el(MediaUpload, {
              allowedTypes: ['image'],
              multiple: true,
              gallery: true,
              value: (a.images || []).map((i) => i.id).filter(Boolean),
              onSelect: (media) => set({ images: media.map((m) => ({ id: m.id, url: m.url, alt: m.alt || '' })) }),
              render: ({ open }) =>
                (a.images || []).length
                  ? el(Button, { variant: 'secondary', onClick: open }, __('Change images', 'inlay'))
                  : el(
                      Placeholder,
                      { icon: 'images-alt2', label: __('Image slider', 'inlay') },
                      el(Button, { variant: 'primary', onClick: open }, __('Choose images', 'inlay')),
                    ),
            }),
          ),
      ),
    }),
  );

  const FIELD_TYPES = ['text', 'email', 'tel', 'url', 'number', 'date', 'textarea', 'select', 'radio', 'checkbox'];
  registerBlockType(
    'inlay/form',
    withDeprecated('form', {
      ...common,
      apiVersion: 2,
      title: __('Form', 'inlay'),
      description: __('A form that sends its answers to a form service or your own address.', 'inlay'),
      icon: 'feedback',
      keywords: ['inlay', __('form', 'inlay'), __('contact', 'inlay')],
      attributes: {
        fields: { type: 'array', default: [], items: { type: 'object' } },
        action: { type: 'string' },
        submitLabel: { type: 'string' },
        successMessage: { type: 'string' },
        fallbackText: { type: 'string' },
        fallbackLink: { type: 'string' },
      },
      edit: edit('form', ({ attributes: a, setAttributes: set }) => {
        const fields = a.fields || [];
        const update = (i, patch) => set({ fields: fields.map((f, j) => (j === i ? { ...f, ...patch } : f)) });
        return [
          el(TextControl, {
            key: 'a',
            type: 'url',
            label: __('Send to (the form service URL)', 'inlay'),
            value: a.action || '',
            onChange: (v) => set({ action: v }),
          }),
          el(TextControl, { key: 's', label: __('Button text', 'inlay'), value: a.submitLabel || '', onChange: (v) => set({ submitLabel: v }) }),
          el(TextareaControl, {
            key: 'm',
            label: __('Message after sending', 'inlay'),
            value: a.successMessage || '',
            onChange: (v) => set({ successMessage: v }),
          }),
          el(TextareaControl, {
            key: 'ft',
            label: __('Shown instead when the Inlay plugin is off', 'inlay'),
            value: a.fallbackText || '',
            onChange: (v) => set({ fallbackText: v }),
          }),
          el(TextControl, {
            key: 'fl',
            label: __('…with a link to (an email address or a page)', 'inlay'),
            value: a.fallbackLink || '',
            onChange: (v) => set({ fallbackLink: v.trim() }),
          }),
          ...fields.map((f, i) =>
            el(
              PanelBody,
              { key: 'f' + i, title: (f.label || f.name || __('Field', 'inlay')) + (f.required ? ' *' : ''), initialOpen: false },
              el(TextControl, { label: __('Label', 'inlay'), value: f.label || '', onChange: (v) => update(i, { label: v }) }),
              el(TextControl, {
                label: __('Name (sent with the answer)', 'inlay'),
                value: f.name || '',
                onChange: (v) => update(i, { name: v.replace(/[^\w-]/g, '_').toLowerCase() }),
              }),
              choice(
                undefined,
                __('Type', 'inlay'),
                f.type || 'text',
                FIELD_TYPES.map((t) => [t, t]),
                (v) => update(i, { type: v }),
              ),
              ['select', 'radio'].includes(f.type)
                ? el(TextControl, { label: __('Choices, separated by commas', 'inlay'), value: f.options || '', onChange: (v) => update(i, { options: v }) })
                : null,
              el(ToggleControl, { label: __('Required', 'inlay'), checked: !!f.required, onChange: (v) => update(i, { required: v }) }),
              el(
                Button,
                { isDestructive: true, variant: 'link', onClick: () => set({ fields: fields.filter((_, j) => j !== i) }) },
                __('Remove field', 'inlay'),
              ),
            ),
          ),
          el(
            Button,
            { key: 'add', variant: 'secondary', onClick: () => set({ fields: [...fields, { name: 'field' + (fields.length + 1), label: '', type: 'text' }] }) },
            __('Add a field', 'inlay'),
          ),
        ];
      }),
    }),
  );

  registerBlockType(
    'inlay/fit-text',
    withDeprecated('fit-text', {
      ...common,
      apiVersion: 2,
      title: __('Fitted headline', 'inlay'),
      description: __('A headline that grows or shrinks to fill its line.', 'inlay'),
      icon: 'editor-textcolor',
      keywords: ['inlay', __('headline', 'inlay'), __('fit', 'inlay')],
      attributes: { text: { type: 'string' }, max: { type: 'number' }, min: { type: 'number' } },
      edit: edit('fit-text', ({ attributes: a, setAttributes: set }) => [
        el(TextControl, { key: 't', label: __('Headline', 'inlay'), value: a.text || '', onChange: (v) => set({ text: v }) }),
        el(RangeControl, { key: 'x', label: __('Largest size (px)', 'inlay'), min: 16, max: 400, value: a.max || 200, onChange: (v) => set({ max: v }) }),
        el(RangeControl, { key: 'n', label: __('Smallest size (px)', 'inlay'), min: 6, max: 100, value: a.min || 12, onChange: (v) => set({ min: v }) }),
      ]),
    }),
  );
})(window.wp, window.inlayBlocks);
