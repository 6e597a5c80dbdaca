<?php
/**
 * Shortcodes for classic content and page builders: `[inlay_search]`, `[inlay_share services="x,mail"]`,
 * `[inlay_slider]<img …>…[/inlay_slider]` (or `ids="1,2,3"`), `[inlay_form]{ "fields": […] }[/inlay_form]`
 * (or `fields='…'`), `[inlay_fit_text max="120"]Headline[/inlay_fit_text]`. Attributes are the
 * element's (custom-elements.json; `per_view` works as `per-view`).
 *
 * In post content shortcodes run after wpautop and wptexturize (priority 11), so their output is never
 * touched; what those did to the content *inside* a shortcode is undone by the handlers: the slider
 * keeps only the `<img>` tags (no empty slides from `<br>`/`<p>`), the form's JSON is read with the
 * `<br>`/`<p>` removed, and wptexturize leaves the content of Inlay's shortcodes alone
 * (no_texturize_shortcodes), so the JSON's quotes stay straight.
 *
 * @package Inlay
 */

defined( 'ABSPATH' ) || exit;

/** The shortcodes and their handlers. */
function inlay_shortcodes() {
	return array(
		'inlay_search'   => 'inlay_shortcode_search',
		'inlay_share'    => 'inlay_shortcode_share',
		'inlay_slider'   => 'inlay_shortcode_slider',
		'inlay_form'     => 'inlay_shortcode_form',
		'inlay_fit_text' => 'inlay_shortcode_fit_text',
	);
}

add_action(
	'init',
	static function () {
		foreach ( inlay_shortcodes() as $tag => $handler ) {
			add_shortcode( $tag, $handler );
		}
	}
);

add_filter(
	'no_texturize_shortcodes',
	static function ( $tags ) {
		return array_merge( $tags, array_keys( inlay_shortcodes() ) );
	}
);

/**
 * `[inlay_search placeholder="…" mode="modal"]`
 *
 * @param array|string $atts Attributes.
 * @return string
 */
function inlay_shortcode_search( $atts ) {
	return inlay_render_search( inlay_known_attrs( 'inlay-search', $atts ) );
}

/**
 * `[inlay_share services="x,mastodon,mail"]`
 *
 * @param array|string $atts Attributes.
 * @return string
 */
function inlay_shortcode_share( $atts ) {
	return inlay_render_share( inlay_known_attrs( 'inlay-share', $atts ) );
}

/**
 * `[inlay_slider label="…"]<img …><img …>[/inlay_slider]` or `[inlay_slider ids="12,13"]`.
 *
 * @param array|string $atts    Attributes.
 * @param string|null  $content The images.
 * @return string
 */
function inlay_shortcode_slider( $atts, $content = null ) {
	$ids = array();
	if ( is_array( $atts ) && ! empty( $atts['ids'] ) ) {
		$ids = array_filter( array_map( 'absint', explode( ',', $atts['ids'] ) ) );
	}
	return inlay_render_slider( inlay_known_attrs( 'inlay-slider', $atts ), $ids, (string) $content );
}

/**
 * `[inlay_form action="…"]{ "fields": [...] }[/inlay_form]` or `[inlay_form fields='[...]']`.
 *
 * @param array|string $atts    Attributes.
 * @param string|null  $content The field definition (JSON).
 * @return string
 */
function inlay_shortcode_form( $atts, $content = null ) {
	$attrs  = inlay_known_attrs( 'inlay-form', $atts );
	$fields = inlay_form_fields( isset( $attrs['fields'] ) ? $attrs['fields'] : (string) $content );
	return inlay_render_form( $attrs, $fields );
}

/**
 * `[inlay_fit_text max="120"]Headline[/inlay_fit_text]`
 *
 * @param array|string $atts    Attributes.
 * @param string|null  $content The headline.
 * @return string
 */
function inlay_shortcode_fit_text( $atts, $content = null ) {
	return inlay_render_fit_text( inlay_known_attrs( 'inlay-fit-text', $atts ), (string) $content );
}
