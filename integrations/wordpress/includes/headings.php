<?php
/**
 * Section links: every h2/h3 of a post that has no id gets one when the post is rendered (the heading's
 * text as a slug, `-2`, `-3` … for repeats), so each is a section in the search index and a link target.
 * Stable: the same text in the same order gives the same ids on every render.
 *
 * @package Inlay
 */

defined( 'ABSPATH' ) || exit;

/**
 * Adds ids to h2/h3 elements without one.
 *
 * @param string $html Rendered content.
 * @return string
 */
function inlay_heading_ids( $html ) {
	if ( ! is_string( $html ) || ! preg_match( '/<h[23][\s>]/i', $html ) ) {
		return $html;
	}
	$taken = array();
	if ( preg_match_all( '/\sid\s*=\s*["\']?([^"\'\s>]+)/i', $html, $ids ) ) {
		$taken = array_fill_keys( $ids[1], true );
	}
	return preg_replace_callback(
		'#<(h[23])(\s[^>]*)?>(.*?)</\1>#is',
		static function ( $m ) use ( &$taken ) {
			$attrs = isset( $m[2] ) ? $m[2] : '';
			if ( preg_match( '/\sid\s*=/i', $attrs ) ) {
				return $m[0];
			}
			$base = sanitize_title( html_entity_decode( wp_strip_all_tags( $m[3] ), ENT_QUOTES, 'UTF-8' ) );
			if ( '' === $base ) {
				return $m[0];
			}
			$id = $base;
			for ( $n = 2; isset( $taken[ $id ] ); $n++ ) {
				$id = $base . '-' . $n;
			}
			$taken[ $id ] = true;
			return '<' . $m[1] . ' id="' . esc_attr( $id ) . '"' . $attrs . '>' . $m[3] . '</' . $m[1] . '>';
		},
		$html
	);
}
add_filter( 'the_content', 'inlay_heading_ids', 20 );
