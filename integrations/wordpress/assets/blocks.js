/**
 * The editor side of Inlay's five blocks: plain JavaScript on WordPress's own editor scripts (the
 * `wp.*` globals), no build step. Each block is dynamic: it saves nothing but its attributes (the
 * server renders the element, includes/blocks.php) and previews itself with ServerSideRender, which
 * the widget scripts enqueued in the editor bring to life.
 */
(function (wp, config) {
  'use strict';
  const el = wp.element.createElement;
  const __ = wp.i18n.__;
  const { registerBlockType } = wp.blocks;
  const { InspectorControls, MediaUpload, MediaUploadCheck, useBlockProps } = wp.blockEditor;
  const { PanelBody, TextControl, SelectControl, ToggleControl, CheckboxControl, RangeControl, Button, Placeholder, TextareaControl } = wp.components;
  const ServerSideRender = wp.serverSideRender;
  const services = (config && config.services) || ['x', 'facebook', 'linkedin', 'mastodon', 'mail'];
  const defaultServices = (config && config.default) || [];

  /** The block's box in the editor: its settings in the sidebar, the server's rendering as preview. */
  function edit(name, panels, below) {
    return function Edit(props) {
      const blockProps = useBlockProps();
      return el(
        'div',
        blockProps,
        el(InspectorControls, null, el(PanelBody, { title: __('Settings', 'inlay'), initialOpen: true }, panels(props))),
        below ? below(props) : null,
        el(ServerSideRender, { block: 'inlay/' + name, attributes: props.attributes }),
      );
    };
  }

  const common = { category: 'widgets', supports: { html: false }, save: () => null };
  /** A select of [value, label] pairs. */
  const choice = (key, label, value, pairs, onChange) => el(SelectControl, { key, label, value, options: pairs.map(([v, l]) => ({ value: v, label: l })), onChange });

  registerBlockType('inlay/search', {
    ...common,
    apiVersion: 2,
    title: __('Site search', 'inlay'),
    description: __('A search box over your published posts and pages.', 'inlay'),
    icon: 'search',
    keywords: ['inlay', __('search', 'inlay')],
    attributes: { placeholder: { type: 'string' }, label: { type: 'string' }, mode: { type: 'string', enum: ['inline', 'modal'] } },
    edit: edit('search', ({ attributes: a, setAttributes: set }) => [
      el(TextControl, { key: 'p', label: __('Placeholder', 'inlay'), value: a.placeholder || '', onChange: (v) => set({ placeholder: v }) }),
      el(TextControl, { key: 'l', label: __('Label (read by screen readers)', 'inlay'), value: a.label || '', onChange: (v) => set({ label: v }) }),
      choice('m', __('Show results', 'inlay'), a.mode || 'inline', [['inline', __('Below the box', 'inlay')], ['modal', __('In a dialog (a button opens it)', 'inlay')]], (v) => set({ mode: v })),
    ]),
  });

  registerBlockType('inlay/share', {
    ...common,
    apiVersion: 2,
    title: __('Share buttons', 'inlay'),
    description: __('Buttons to share this page, without trackers.', 'inlay'),
    icon: 'share',
    keywords: ['inlay', __('share', 'inlay'), __('social', 'inlay')],
    attributes: { services: { type: 'array', items: { type: 'string' } }, orientation: { type: 'string' }, display: { type: 'string' }, theme: { type: 'string' } },
    edit: edit('share', ({ attributes: a, setAttributes: set }) => {
      const chosen = a.services && a.services.length ? a.services : defaultServices;
      return [
        el('p', { key: 'h' }, __('Services', 'inlay')),
        ...services.map((s) =>
          el(CheckboxControl, {
            key: s,
            label: s,
            checked: chosen.includes(s),
            onChange: (on) => set({ services: on ? [...chosen.filter((x) => x !== s), s] : chosen.filter((x) => x !== s) }),
          }),
        ),
        choice('d', __('Buttons show', 'inlay'), a.display || 'icon-label', [['icon-label', __('Icon and name', 'inlay')], ['icon', __('Icon only', 'inlay')], ['label', __('Name only', 'inlay')]], (v) => set({ display: v })),
        choice('o', __('Direction', 'inlay'), a.orientation || 'horizontal', [['horizontal', __('In a row', 'inlay')], ['vertical', __('In a column', 'inlay')]], (v) => set({ orientation: v })),
      ];
    }),
  });

  registerBlockType('inlay/slider', {
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
        el(TextControl, { key: 'l', label: __('Name of the slider (read by screen readers)', 'inlay'), value: a.label || '', onChange: (v) => set({ label: v }) }),
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
          null,
          el(MediaUpload, {
            allowedTypes: ['image'],
            multiple: true,
            gallery: true,
            value: (a.images || []).map((i) => i.id).filter(Boolean),
            onSelect: (media) => set({ images: media.map((m) => ({ id: m.id, url: m.url, alt: m.alt || '' })) }),
            render: ({ open }) =>
              (a.images || []).length
                ? el(Button, { variant: 'secondary', onClick: open }, __('Change images', 'inlay'))
                : el(Placeholder, { icon: 'images-alt2', label: __('Image slider', 'inlay') }, el(Button, { variant: 'primary', onClick: open }, __('Choose images', 'inlay'))),
          }),
        ),
    ),
  });

  const FIELD_TYPES = ['text', 'email', 'tel', 'url', 'number', 'date', 'textarea', 'select', 'radio', 'checkbox'];
  registerBlockType('inlay/form', {
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
    },
    edit: edit('form', ({ attributes: a, setAttributes: set }) => {
      const fields = a.fields || [];
      const update = (i, patch) => set({ fields: fields.map((f, j) => (j === i ? { ...f, ...patch } : f)) });
      return [
        el(TextControl, { key: 'a', type: 'url', label: __('Send to (the form service URL)', 'inlay'), value: a.action || '', onChange: (v) => set({ action: v }) }),
        el(TextControl, { key: 's', label: __('Button text', 'inlay'), value: a.submitLabel || '', onChange: (v) => set({ submitLabel: v }) }),
        el(TextareaControl, { key: 'm', label: __('Message after sending', 'inlay'), value: a.successMessage || '', onChange: (v) => set({ successMessage: v }) }),
        ...fields.map((f, i) =>
          el(
            PanelBody,
            { key: 'f' + i, title: (f.label || f.name || __('Field', 'inlay')) + (f.required ? ' *' : ''), initialOpen: false },
            el(TextControl, { label: __('Label', 'inlay'), value: f.label || '', onChange: (v) => update(i, { label: v }) }),
            el(TextControl, { label: __('Name (sent with the answer)', 'inlay'), value: f.name || '', onChange: (v) => update(i, { name: v.replace(/[^\w-]/g, '_').toLowerCase() }) }),
            choice(undefined, __('Type', 'inlay'), f.type || 'text', FIELD_TYPES.map((t) => [t, t]), (v) => update(i, { type: v })),
            ['select', 'radio'].includes(f.type)
              ? el(TextControl, { label: __('Choices, separated by commas', 'inlay'), value: f.options || '', onChange: (v) => update(i, { options: v }) })
              : null,
            el(ToggleControl, { label: __('Required', 'inlay'), checked: !!f.required, onChange: (v) => update(i, { required: v }) }),
            el(Button, { isDestructive: true, variant: 'link', onClick: () => set({ fields: fields.filter((_, j) => j !== i) }) }, __('Remove field', 'inlay')),
          ),
        ),
        el(Button, { key: 'add', variant: 'secondary', onClick: () => set({ fields: [...fields, { name: 'field' + (fields.length + 1), label: '', type: 'text' }] }) }, __('Add a field', 'inlay')),
      ];
    }),
  });

  registerBlockType('inlay/fit-text', {
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
  });
})(window.wp, window.inlayBlocks);
